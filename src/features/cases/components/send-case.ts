import { apiFetch } from '@/lib/api-client'
import { readApiError, type ApiFailure } from '@/lib/forms/error-body'
import type { CaseLang } from '../schema'

/**
 * POSTs a case request (multipart, with its language header); a success carries the request's
 * reference, a failure says what the server said.
 */
export async function sendCaseRequest(
  body: FormData,
  lang: CaseLang,
): Promise<{ ok: true; reference?: string } | { ok: false; failure: ApiFailure }> {
  const res = await apiFetch('/api/content/case-searches', {
    method: 'POST',
    headers: { lang, Accept: 'application/json' },
    body,
  })
  if (!res.ok) return { ok: false, failure: await readApiError(res) }
  // The reference is additional to the spec's answer; an answer without one is fine.
  const answer = (await res.json().catch(() => null)) as { data?: { reference?: unknown } } | null
  const reference = answer?.data?.reference
  return { ok: true, reference: typeof reference === 'string' ? reference : undefined }
}
