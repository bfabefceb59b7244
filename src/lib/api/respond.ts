import { tooManyRequests } from '@/lib/security/rate-limit.server'
import { apiError, fieldErrorsOf, INVALID_DATA_MESSAGE } from './http'
import type { Submission } from './submission'
import { unavailableInit } from '@/lib/db/unavailable'

/**
 * Maps a submission's result to the spec's answers: `onOk` builds the
 * success (each endpoint has its own message), every failure takes the
 * shared error shape (422 field map, 429 with Retry-After, or the refusal's
 * status and message).
 */
export function respond<T extends object>(
  result: Submission<T>,
  onOk: (value: Extract<Submission<T>, { kind: 'ok' }>) => Response,
): Response {
  switch (result.kind) {
    case 'ok':
      return onOk(result as Extract<Submission<T>, { kind: 'ok' }>)
    case 'invalid':
      return apiError(422, result.message ?? INVALID_DATA_MESSAGE, fieldErrorsOf(result.issues))
    case 'limited':
      return tooManyRequests(result.retryAfterSeconds)
    case 'refused':
      // A 503 says when to come back (decision 0082).
      return result.status === 503
        ? apiError(503, result.message, undefined, unavailableInit())
        : apiError(result.status, result.message)
  }
}
