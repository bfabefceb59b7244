import { apiFetch } from '@/lib/api-client'
import { readApiError, type ApiFailure } from '@/lib/forms/error-body'
import type { CaseLang } from '../schema'

/** POSTs a case request (multipart, with its language header); a failure says what the server said. */
export async function sendCaseRequest(
  body: FormData,
  lang: CaseLang,
): Promise<{ ok: true } | { ok: false; failure: ApiFailure }> {
  const res = await apiFetch('/api/content/case-searches', {
    method: 'POST',
    headers: { lang, Accept: 'application/json' },
    body,
  })
  return res.ok ? { ok: true } : { ok: false, failure: await readApiError(res) }
}
