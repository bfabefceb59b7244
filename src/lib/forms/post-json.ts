'use client'

import { apiFetch } from '@/lib/api-client'
import { readApiError, type ApiFailure } from '@/lib/forms/error-body'

const FAILED = 'Something went wrong. Please try again.'

/** POSTs JSON to one of our endpoints (the donor portal, a plan's new card): the answer's data, or its failure (message always set). */
export async function postJson<T>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; failure: ApiFailure & { message: string } }> {
  try {
    const res = await apiFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.ok) return { ok: true, data: ((await res.json()) as { data: T }).data }
    const failure = await readApiError(res)
    return { ok: false, failure: { ...failure, message: failure.message ?? FAILED } }
  } catch {
    return { ok: false, failure: { status: 0, message: FAILED } }
  }
}
