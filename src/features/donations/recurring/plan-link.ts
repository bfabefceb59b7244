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
