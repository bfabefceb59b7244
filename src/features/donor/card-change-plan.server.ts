import 'server-only'
import type { Payload } from 'payload'
import { refused } from '@/lib/api/submission'
import { poolOf } from '@/lib/db/pool.server'
import { DEFAULT_CURRENCY } from '@/lib/money/currency'
import { cardOnHostedPage, donorPlanOf, type DonorPlan, type PlanFields } from './plans.server'
import { planIdSchema } from './schema'
import { DONOR_TEXTS, type DonorLang } from './texts'

/** What the card change reads of a plan: the portal's view of it, its token and donor's name. */
// The currency too: a plan in pounds is shown and mailed in pounds.
export const PLAN_COLUMNS = `p.id, p.status, p.kind, p.amount, p.currency, p.repeat_type, p.next_charge_at, p.card_brand, p.card_last4`
export type PlanColumns = Pick<PlanFields, 'id' | 'status' | 'kind' | 'currency'> & {
  amount: string
  repeat_type: DonorPlan['repeatType']
  next_charge_at: Date | null
} & Record<'card_brand' | 'card_last4', string | null>
type PlanRow = PlanColumns &
  Record<'purpose' | 'purpose_ar', string | null> &
  Record<'gateway_token' | 'donor_name', string>
export type LivePlan = DonorPlan & { gatewayToken: string; donorName: string }

/** The portal's view of a row of PLAN_COLUMNS, through the list's own mapping. */
export const planOfRow = (row: PlanColumns, purpose: Pick<DonorPlan, 'purpose' | 'purposeAr'>) =>
  donorPlanOf(
    {
      ...row,
      repeatType: row.repeat_type,
      nextChargeAt: row.next_charge_at,
      brand: row.card_brand,
      last4: row.card_last4,
    },
    purpose,
  )

/**
 * The donor's plan that may take a new card, with the token and name the gateway needs, in one
 * read; or the refusal (404 for another's, 409 cancelled).
 */
export async function livePlan(
  payload: Payload,
  email: string,
  planParam: unknown,
  lang: DonorLang,
) {
  const id = planIdSchema.safeParse(planParam)
  const { rows } = id.success
    ? await poolOf(payload).query<PlanRow>(
        `SELECT ${PLAN_COLUMNS}, p.gateway_token, p.donor_name, u.name_ar AS purpose_ar,
                (SELECT l.name FROM purposes_locales l
                  WHERE l._parent_id = u.id AND l._locale = 'en') AS purpose
           FROM recurring_plans p LEFT JOIN purposes u ON u.id = p.purpose_id
          WHERE p.id = $1 AND p.email = $2`,
        [id.data, email.toLowerCase()],
      )
    : { rows: [] }
  const row = rows[0]
  if (!row) return refused(404, DONOR_TEXTS[lang].notFound)
  if (row.status === 'cancelled') return refused(409, DONOR_TEXTS[lang].planNotChangeable)
  if (row.kind === 'pledge') return refused(409, DONOR_TEXTS[lang].pledgeNoCard) // decision 0122
  // A plan charged through a hosted checkout (Paymob) keeps the card Paymob saved: no card
  // number is ever taken on our page for it (decision 0129).
  if (await cardOnHostedPage(payload, row.currency ?? DEFAULT_CURRENCY)) {
    return refused(409, DONOR_TEXTS[lang].hostedCardKept)
  }
  const plan = planOfRow(row, { purpose: row.purpose ?? '', purposeAr: row.purpose_ar })
  return { ...plan, gatewayToken: row.gateway_token, donorName: row.donor_name }
}
