import { createHash, randomBytes } from 'node:crypto'

/** How long the link of a confirmation mail works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** A token as mailed: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token)
}

/** What is stored of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A fresh random token and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function confirmExpiry(now: Date): Date {
  return new Date(now.getTime() + CONFIRM_TTL_MS)
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid'

/**
 * What following a confirmation link does to the subscriber it names
 * (`null`: no subscriber holds that token).
 */
export function confirmOutcome(
  subscriber: { status: SubscriberStatus; confirmExpiresAt?: string | null } | null,
  now: Date,
): ConfirmOutcome {
  if (!subscriber) return 'invalid'
  if (subscriber.status === 'confirmed') return 'already-confirmed'
  if (subscriber.status !== 'pending') return 'invalid'
  const expires = subscriber.confirmExpiresAt ? Date.parse(subscriber.confirmExpiresAt) : NaN
  if (!Number.isFinite(expires) || expires <= now.getTime()) return 'expired'
  return 'confirmed'
}
