/**
 * The failure shape every JSON answer shares (spec 000/001 section 7),
 * `{ error: { status, message, data? } }`, where `data` maps a field name to
 * its messages; and the one reader of it that browser code uses. Browser-safe:
 * no server imports here.
 */
export type FieldErrors = Record<string, string[]>

export interface ApiErrorBody {
  error: { status: number; message: string; data?: FieldErrors }
}

/** What a failed answer said, each part present only when the body had it well-formed. */
export interface ApiFailure {
  status: number
  message?: string
  fields?: FieldErrors
}

/** Reads a parsed JSON body as the shared failure shape, keeping only well-typed parts. */
export function parseApiError(status: number, body: unknown): ApiFailure {
  const error = (body as { error?: { message?: unknown; data?: unknown } } | null)?.error
  const failure: ApiFailure = { status }
  if (typeof error?.message === 'string' && error.message) failure.message = error.message
  if (error?.data && typeof error.data === 'object') {
    const fields: FieldErrors = {}
    for (const [field, value] of Object.entries(error.data as Record<string, unknown>)) {
      const messages = Array.isArray(value) ? value.filter((m) => typeof m === 'string') : []
      if (messages.length) fields[field] = messages
    }
    if (Object.keys(fields).length) failure.fields = fields
  }
  return failure
}

/** The failure of a fetch answer (its body is read once; a body that is not JSON yields the status only). */
export async function readApiError(res: Response): Promise<ApiFailure> {
  const body: unknown = await res.json().catch(() => null)
  return parseApiError(res.status, body)
}
