import 'server-only'
import type { Payload } from 'payload'
import { rateLimit, type RateLimitResult } from '@/lib/security/rate-limit.server'
import { OTP_POLICY } from '../constants'

/**
 * One try at a one-time code (donation, donor sign-in, card change), counted BEFORE the code is
 * checked, in one atomic increment (rateLimit's INSERT … ON CONFLICT … RETURNING). Counting after
 * a wrong code, as before, let guesses sent at the same moment all pass the check of the count:
 * 14 at once got 11 checked (issue 47, M6). Now the sixth of any number sent together is refused
 * unchecked. A right code takes a try as well, which changes nothing for the donor: the fifth
 * try may still be the right one.
 */
export function takeCodeTry(payload: Payload, key: string): Promise<RateLimitResult> {
  return rateLimit(payload, {
    key,
    limit: OTP_POLICY.maxWrongAttempts,
    windowSeconds: OTP_POLICY.ttlMinutes * 60,
  })
}
