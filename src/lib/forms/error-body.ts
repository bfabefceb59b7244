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
  /** A 429's Retry-After, in seconds, when the answer gave one. */
  retryAfterSeconds?: number
}

/**
 * The message of a refused burst (429) with the wait its Retry-After names, in whole minutes:
 * one English sentence, which `localiseMessage` shows in Arabic on Arabic pages.
 */
export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many requests. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`
}

/** Retry-After as seconds (the delta form our API sends; an HTTP date also read), else undefined. */
function retryAfterOf(res: Response): number | undefined {
  const value = res.headers.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000))
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

/**
 * The failure of a fetch answer (its body is read once; a body that is not JSON yields the
 * status only). A 429 with Retry-After carries the wait, and its message says it.
 */
export async function readApiError(res: Response): Promise<ApiFailure> {
  const body: unknown = await res.json().catch(() => null)
  const failure = parseApiError(res.status, body)
  const retryAfterSeconds = res.status === 429 ? retryAfterOf(res) : undefined
  // Every form shows a 429 as how long to wait, whatever the endpoint's sentence.
  if (retryAfterSeconds !== undefined) {
    failure.retryAfterSeconds = retryAfterSeconds
    failure.message = waitMessage(retryAfterSeconds)
  }
  return failure
}
