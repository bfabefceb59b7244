import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { DONATION_LIMITS } from './constants'

/**
 * The e-mailed one-time code: 6 digits from the operating system's CSPRNG
 * (crypto.randomInt), kept only as an HMAC-SHA256 under the site's secret
 * with a random salt per staged donation, compared in constant time.
 */
export function generateCode(): string {
  return String(randomInt(0, 10 ** DONATION_LIMITS.otpLength)).padStart(
    DONATION_LIMITS.otpLength,
    '0',
  )
}

export const newSalt = () => randomBytes(16).toString('base64url')

export function hashCode(secret: string, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`donation-otp|${salt}|${code}`).digest('base64url')
}

export function codeMatches(secret: string, salt: string, code: string, hash: string): boolean {
  const expected = Buffer.from(hash)
  const given = Buffer.from(hashCode(secret, salt, code))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
