import type { SigningKeys } from '@/lib/security/keys'
import { sameToken, sign } from '@/lib/security/signing'

/**
 * The signed link of a recurring plan's e-mails (/donations/cancel?plan=…&token=…):
 * an HMAC-SHA256 of the plan's id under LINK_SIGNING_KEY (decision 0024), so a donor can
 * cancel without an account and nobody can cancel another donor's plan.
 */
export function planToken(keys: SigningKeys, planId: number): string {
  return sign(keys, 'recurring-plan-cancel', String(planId))
}

export function planTokenValid(keys: SigningKeys, planId: number, token: unknown): boolean {
  // Links made before 0024 (under the app secret) no longer count (issue 47; decision 0080):
  // every later receipt carries a current link, and the donor portal cancels too.
  return sameToken(planToken(keys, planId), token)
}

export function cancelPlanUrl(siteUrl: string, keys: SigningKeys, planId: number): string {
  const params = new URLSearchParams({ plan: String(planId), token: planToken(keys, planId) })
  return `${siteUrl}/donations/cancel?${params.toString()}`
}

/**
 * The link of the mail a donor gets when the bank wants a plan's charge authenticated: the page
 * where it is completed (/donor/authenticate). Signed under its own label and with its expiry
 * inside the signature, so it opens that plan's page only, and only for AUTHENTICATE_LINK_DAYS
 * (afterwards the donor portal's "Replace card" still resumes the plan).
 */
export const AUTHENTICATE_LINK_DAYS = 14

const authenticateToken = (keys: SigningKeys, planId: number, expires: number) =>
  sign(keys, 'recurring-plan-authenticate', `${planId}.${expires}`)

export function authenticateLinkValid(
  keys: SigningKeys,
  planId: number,
  expires: number,
  token: unknown,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false
  return sameToken(authenticateToken(keys, planId, expires), token)
}

export function authenticatePlanUrl(
  siteUrl: string,
  keys: SigningKeys,
  planId: number,
  now: Date,
  locale: 'en' | 'ar' = 'en',
): string {
  const expires = Math.floor(now.getTime() / 1000) + AUTHENTICATE_LINK_DAYS * 86_400
  const params = new URLSearchParams({
    plan: String(planId),
    expires: String(expires),
    token: authenticateToken(keys, planId, expires),
  })
  return `${siteUrl}${locale === 'ar' ? '/ar' : ''}/donor/authenticate?${params.toString()}`
}

/**
 * The payment link of one period of a pledge (decision 0122): the reminder's "Pay now", which
 * opens Paymob's checkout for that plan and period (/api/donation/pledge-payment). Signed under
 * its own label over plan and period, so it pays that period only; it needs no expiry: it works
 * until the period is paid (then it says so) or the plan is cancelled.
 */
const pledgeToken = (keys: SigningKeys, planId: number, period: number) =>
  sign(keys, 'pledge-period-payment', `${planId}.${period}`)

export function pledgeLinkValid(
  keys: SigningKeys,
  planId: number,
  period: number,
  token: unknown,
): boolean {
  return sameToken(pledgeToken(keys, planId, period), token)
}

const PLEDGE_PAYMENT_PATH = '/api/donation/pledge-payment'

export function pledgePaymentUrl(
  siteUrl: string,
  keys: SigningKeys,
  planId: number,
  period: number,
  locale: 'en' | 'ar' = 'en',
): string {
  const params = new URLSearchParams({
    plan: String(planId),
    period: String(period),
    token: pledgeToken(keys, planId, period),
    lang: locale,
  })
  return `${siteUrl}${PLEDGE_PAYMENT_PATH}?${params.toString()}`
}
