import { SIGN_IN_MESSAGES } from './messages'

/** Payload's message for a locked account ("This user is locked due to having too many failed login attempts."). */
const LOCKED = /\blocked\b/i

/** The messages of a Payload REST error answer (`{ errors: [{ message }] }`). */
export function payloadErrorMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return []
  return errors
    .map((e) => (e as { message?: unknown } | null)?.message)
    .filter((m): m is string => typeof m === 'string')
}

/**
 * What the sign-in form shows when POST /api/users/login does not succeed: a
 * sign-in refused after too many failed attempts (429: five from this address;
 * src/lib/security/staff-auth-throttle.ts) is told so, anything else gets the
 * one wrong-credentials text.
 */
export function signInErrorMessage(status: number, body: unknown): string {
  if (status === 429) return SIGN_IN_MESSAGES.locked
  if (status >= 500) return SIGN_IN_MESSAGES.network
  return payloadErrorMessages(body).some((m) => LOCKED.test(m))
    ? SIGN_IN_MESSAGES.locked
    : SIGN_IN_MESSAGES.failed
}
