import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed link of a recurring plan's e-mails (/donations/cancel?plan=…&token=…):
 * an HMAC-SHA256 of the plan's id under the site's secret, so a donor can
 * cancel without an account and nobody can cancel another donor's plan.
 */
export function planToken(secret: string, planId: number): string {
  return createHmac('sha256', secret).update(`recurring-plan-cancel|${planId}`).digest('base64url')
}

export function planTokenValid(secret: string, planId: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(planToken(secret, planId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function cancelPlanUrl(siteUrl: string, secret: string, planId: number): string {
  const params = new URLSearchParams({ plan: String(planId), token: planToken(secret, planId) })
  return `${siteUrl}/donations/cancel?${params.toString()}`
}
