import { randomBytes, randomInt } from 'node:crypto'
import type { SigningKeys } from '@/lib/security/keys'
import { sameToken, sign } from '@/lib/security/signing'
import { DONATION_LIMITS } from '../constants'

/**
 * The e-mailed one-time code: 6 digits from the operating system's CSPRNG
 * (crypto.randomInt), kept only as an HMAC-SHA256 under LINK_SIGNING_KEY (decision 0024)
 * with a random salt per staged donation, compared in constant time.
 */
export function generateCode(): string {
  return String(randomInt(0, 10 ** DONATION_LIMITS.otpLength)).padStart(
    DONATION_LIMITS.otpLength,
    '0',
  )
}

export const newSalt = () => randomBytes(16).toString('base64url')

/**
 * A staged donation's code, derived from its random salt under LINK_SIGNING_KEY: as unguessable
 * as a drawn one without the key, and the same each time it is asked for, so "Send the code
 * again" mails the code the donor already holds instead of replacing it (anyone who knows the
 * address may ask: a new code took the donor's away; issue 64).
 */
export function stagingCode(keys: SigningKeys, salt: string): string {
  const digest = Buffer.from(sign(keys, 'donation-otp-code', salt), 'base64url')
  const range = BigInt(10 ** DONATION_LIMITS.otpLength)
  return String(digest.readBigUInt64BE(0) % range).padStart(DONATION_LIMITS.otpLength, '0')
}

export function hashCode(keys: SigningKeys, salt: string, code: string): string {
  return sign(keys, 'donation-otp', `${salt}|${code}`)
}

export function codeMatches(keys: SigningKeys, salt: string, code: string, hash: string): boolean {
  return sameToken(hash, hashCode(keys, salt, code))
}
