import { createHmac, timingSafeEqual } from 'node:crypto'
import type { SigningKeys } from './keys'

/**
 * HMAC-SHA256 under LINK_SIGNING_KEY for links and codes (decision 0024), each use under its
 * own label so a token of one use is never valid for another.
 */
export function sign(keys: SigningKeys, label: string, message: string): string {
  return createHmac('sha256', keys.key).update(`${label}\n${message}`).digest('base64url')
}

/** Compares in constant time; length first, which tokens of one kind share. */
export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
