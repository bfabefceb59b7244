import 'server-only'
import type { Payload } from 'payload'
import type { RecurringPlan } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { parseId } from '@/lib/ids'
import { inTransaction, sql } from '@/lib/db/transaction.server'
import { linkKeys } from '@/lib/runtime-config'
import { poolOf } from '../db.server'
import { storedCents } from '../fees'
import { siteUrl } from '@/lib/env'
import { pledgeLinkValid, pledgePaymentUrl } from '../recurring/plan-link'
import { startingDonation } from '../recurring/record-period.server'
import { LOG, paymobApi, paymobMethods, paymobUrls } from './config.server'

/**
 * The reminder's "Pay now" (decision 0122): the signed link of one pledge period opens Paymob's
 * Unified Checkout (card, wallet or kiosk) for that plan and period. One intention per period,
 * kept in `paymob_payments` (plan, period; no staging) and reused by every later click while
 * the donor may still pay on it; a new one only when none is payable (a kiosk reference that
 * expired). A paid period's link says so and opens nothing; so does a cancelled plan's.
 * Nothing is recorded here: the paid callback records the period (pledge-payment.server.ts).
 */
type PledgeLinkState = 'periodPaid' | 'ended' | 'invalid' | 'unavailable'
type PledgeLinkAnswer =
  | { kind: 'checkout'; url: string }
  | { kind: 'page'; state: PledgeLinkState; locale: Locale }

/** Payment rows the donor can still pay on: the checkout is the same intention. */
const PAYABLE = ['awaiting', 'declined', 'pending']

export async function pledgeCheckout(
  payload: Payload,
  query: URLSearchParams,
): Promise<PledgeLinkAnswer> {
  const locale: Locale = query.get('lang') === 'ar' ? 'ar' : 'en'
  const page = (state: PledgeLinkState): PledgeLinkAnswer => ({ kind: 'page', state, locale })
  const plan = await linkedPlan(payload, query)
  if (!plan) return page('invalid')
  const { planId, period, row } = plan
  if (await periodPaid(payload, planId, period)) return page('periodPaid')
  if (row.status === 'cancelled') return page('ended')
  const api = paymobApi()
  const kept = await payableSecret(payload, planId, period)
  if (kept) return { kind: 'checkout', url: api.checkoutUrl(kept) }
  const made = await newIntention(payload, row, period)
  if (!made) return page('unavailable')
  return { kind: 'checkout', url: api.checkoutUrl(made) }
}

/** The pledge a valid link names, for a period already reminded; null otherwise (logged). */
async function linkedPlan(payload: Payload, query: URLSearchParams) {
  const planId = parseId(query.get('plan'))
  const period = parseId(query.get('period'))
  if (!planId || !period || !pledgeLinkValid(linkKeys(), planId, period, query.get('token'))) {
    payload.logger.warn(`${LOG} pledge link refused: invalid signature (plan ${query.get('plan')})`)
    return null
  }
  const row = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  if (!row || row.kind !== 'pledge' || row.currency !== 'EGP' || period >= row.period) return null
  return { planId, period, row }
}

async function periodPaid(payload: Payload, planId: number, period: number) {
  const { rowCount } = await poolOf(payload).query(
    `SELECT 1 FROM paymob_payments WHERE plan_id = $1 AND period = $2 AND status = 'paid'`,
    [planId, period],
  )
  return Boolean(rowCount)
}

async function payableSecret(payload: Payload, planId: number, period: number) {
  const { rows } = await poolOf(payload).query<{ client_secret: string }>(
    `SELECT client_secret FROM paymob_payments
      WHERE plan_id = $1 AND period = $2 AND status = ANY($3) ORDER BY id DESC LIMIT 1`,
    [planId, period, PAYABLE],
  )
  return rows[0]?.client_secret ?? null
}

/**
 * The period's intention, made under a lock of that plan and period so two clicks at once make
 * one (the second finds the first's row). Null when Paymob failed: no money can have moved.
 */
async function newIntention(payload: Payload, plan: RecurringPlan, period: number) {
  const source = await startingDonation(payload, plan)
  const amountCents = storedCents(plan.amount)
  return inTransaction(payload, async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pledge-period:${plan.id}:${period}`}, 0))`,
    )
    const again = await payableSecret(payload, plan.id, period)
    if (again) return again
    const tries = (
      await poolOf(payload).query(
        'SELECT 1 FROM paymob_payments WHERE plan_id = $1 AND period = $2',
        [plan.id, period],
      )
    ).rowCount
    const made = await paymobApi().createIntention({
      amountCents,
      currency: 'EGP',
      methods: paymobMethods(),
      billing: {
        firstName: source.firstName,
        lastName: source.lastName,
        email: plan.email,
        phone: source.phone || 'NA',
      },
      items: [{ name: 'Donation', amountCents }],
      // Paymob wants each reference once: the period, and which intention of it.
      specialReference: `recurring-plan:${plan.id}:period-${period}:intention-${(tries ?? 0) + 1}`,
      ...paymobUrls(),
    })
    if (!made.ok) {
      payload.logger.warn(
        `${LOG} intention for pledge #${plan.id} period ${period} failed (${made.status} ${made.message})`,
      )
      return null
    }
    const { intention } = made
    await tx.execute(sql`
      INSERT INTO paymob_payments (plan_id, period, status, intention_id, order_id, client_secret, amount, currency, updated_at, created_at)
      VALUES (${plan.id}, ${period}, 'awaiting', ${intention.id}, ${String(intention.orderId)}, ${intention.clientSecret}, ${amountCents}, 'EGP', now(), now())`)
    payload.logger.info(
      `${LOG} pledge #${plan.id} period ${period}: order ${intention.orderId}, donor sent to checkout`,
    )
    return intention.clientSecret
  })
}

/**
 * The donor portal's "Pay now" (decision 0122): the link of a pledge's current period (the
 * last one reminded) while it is unpaid and the pledge not cancelled; null otherwise.
 */
export async function pledgePayUrl(payload: Payload, plan: RecurringPlan): Promise<string | null> {
  const period = plan.period - 1
  if (plan.kind !== 'pledge' || plan.status === 'cancelled' || period < 1) return null
  if (await periodPaid(payload, plan.id, period)) return null
  const locale = plan.mailLanguage === 'ar' ? 'ar' : 'en'
  return pledgePaymentUrl(siteUrl(), linkKeys(), plan.id, period, locale)
}
