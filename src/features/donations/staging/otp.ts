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

export function hashCode(keys: SigningKeys, salt: string, code: string): string {
  return sign(keys, 'donation-otp', `${salt}|${code}`)
}

export function codeMatches(keys: SigningKeys, salt: string, code: string, hash: string): boolean {
  return sameToken(hash, hashCode(keys, salt, code))
}
