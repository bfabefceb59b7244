import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { poolOf } from '@/lib/db/pool.server'
import { linkKeys } from '@/lib/runtime-config'
import { sign } from '@/lib/security/signing'

/**
 * Donor sessions (issue 20): a random 256-bit token in an HttpOnly cookie, only its HMAC in
 * `donor_sessions`, 30 days per device. Signing out deletes the device's row; "everywhere"
 * deletes every row of the address.
 */
export const DONOR_COOKIE = 'donor_session'
export const SESSION_DAYS = 30

const tokenHash = (token: string) => sign(linkKeys(), 'donor-session', token)

export async function createSession(payload: Payload, email: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  await poolOf(payload).query(
    `INSERT INTO donor_sessions (email, token_hash, expires_at, updated_at, created_at)
     VALUES ($1, $2, $3, now(), now())`,
    [email, tokenHash(token), expiresAt],
  )
  return { token, expiresAt }
}

/** The e-mail address of a live session, or null (unknown, malformed or expired token). */
export async function sessionEmail(
  payload: Payload,
  token: string | undefined | null,
  now = new Date(),
): Promise<string | null> {
  if (!token || token.length > 100) return null
  const { rows } = await poolOf(payload).query<{ email: string }>(
    `SELECT email FROM donor_sessions WHERE token_hash = $1 AND expires_at > $2`,
    [tokenHash(token), now],
  )
  return rows[0]?.email ?? null
}

export async function endSession(payload: Payload, token: string | undefined | null) {
  if (!token) return
  await poolOf(payload).query(`DELETE FROM donor_sessions WHERE token_hash = $1`, [
    tokenHash(token),
  ])
}

export async function endEverySession(payload: Payload, email: string) {
  await poolOf(payload).query(`DELETE FROM donor_sessions WHERE email = $1`, [email])
}

/** The cookie's attributes; `secure` when the request came over https. */
export function sessionCookie(token: string, expires: Date, secure: boolean) {
  return {
    name: DONOR_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    expires,
  }
}
