import 'server-only'
import type { Payload } from 'payload'
import type { RecurringPlan } from '@/payload-types'
import { inTransaction, sql, type Tx } from '@/lib/db/transaction.server'
import { storedCents } from '../fees'
import { sendReceipt } from '../mail/receipt.server'
import { periodDonation, startingDonation } from '../recurring/record-period.server'
import type { PaymobMethod, PaymobTransaction } from './api'
import { GATEWAY, LOG } from './config.server'
import { keepPaidWith } from './transaction.server'

/**
 * A pledge period paid on Paymob (decision 0122): the verified paid callback of a payment row
 * with a plan (callback.server.ts sends it here) records the period as the plan's donation,
 * once. In one transaction, holding the plan's row: the payment row claimed, the amount and
 * currency checked against the plan (as a staged gift's are), the donation, its charge and the
 * plan's count of paid periods; the receipt after it. A second payment of a period already paid
 * (two intentions of one period both paid) is not recorded: it is marked for the treasurer.
 */
interface PaymentRow {
  plan_id: number
  period: number
  status: string
  amount: string
  currency: string
}

type Outcome = { donationId: number } | { note: string }

export async function paidPledgePeriod(
  payload: Payload,
  paymentId: number,
  t: PaymobTransaction,
  method: PaymobMethod,
  now: Date,
): Promise<string> {
  const outcome = await inTransaction(payload, (tx) =>
    recordOnce(payload, tx, paymentId, String(t.id), method, now),
  )
  if ('note' in outcome) return outcome.note
  await keepPaidWith(payload, outcome.donationId, t)
  await sendReceipt(payload, outcome.donationId)
  return `recorded pledge period as donation #${outcome.donationId}`
}

async function recordOnce(
  payload: Payload,
  tx: Tx,
  paymentId: number,
  transactionId: string,
  method: PaymobMethod,
  now: Date,
): Promise<Outcome> {
  const payment = await rowOf<PaymentRow>(
    tx,
    sql`SELECT plan_id, period, status, amount, currency FROM paymob_payments WHERE id = ${paymentId}`,
  )
  if (!payment) throw new Error(`paymob payment #${paymentId} vanished`)
  // Every payment of this plan waits here: one period's payments are recorded one at a time.
  await tx.execute(sql`SELECT id FROM recurring_plans WHERE id = ${payment.plan_id} FOR UPDATE`)
  if (payment.status === 'paid') return { note: 'pledge period already recorded' }
  const setStatus = async (status: string, note: string | null, donationId: number | null) => {
    await tx.execute(sql`UPDATE paymob_payments SET status = ${status}, method = ${method},
      transaction_id = ${transactionId}, note = COALESCE(${note}, note),
      donation_id = COALESCE(${donationId}, donation_id), updated_at = now() WHERE id = ${paymentId}`)
  }
  const paidBefore = await rowOf<{ order_id: string }>(
    tx,
    sql`SELECT order_id FROM paymob_payments WHERE plan_id = ${payment.plan_id}
          AND period = ${payment.period} AND status = 'paid' AND id <> ${paymentId}`,
  )
  if (paidBefore) {
    const note = `period ${payment.period} was already paid (order ${paidBefore.order_id}): give this payment back`
    await setStatus('mismatch', note, null)
    payload.logger.error(`${LOG} transaction ${transactionId}: ${note}`)
    return { note: `${note}; not recorded` }
  }
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: payment.plan_id,
    overrideAccess: true,
    depth: 0,
    req: tx.req as never,
  })
  const amountCents = storedCents(plan.amount)
  if (Number(payment.amount) !== amountCents || payment.currency !== plan.currency) {
    const note = `paid ${payment.amount} ${payment.currency} for a pledge of ${amountCents} ${plan.currency}`
    await setStatus('mismatch', note, null)
    payload.logger.error(`${LOG} transaction ${transactionId}: ${note}; not recorded`)
    return { note: 'amount or currency differs from the pledge: not recorded' }
  }
  const donationId = await writePeriod(payload, tx, plan, payment.period, transactionId, now)
  await setStatus('paid', null, donationId)
  return { donationId }
}

/** The period's donation and charge, and the plan's count of paid periods. */
async function writePeriod(
  payload: Payload,
  tx: Tx,
  plan: RecurringPlan,
  period: number,
  chargeId: string,
  now: Date,
): Promise<number> {
  const amountCents = storedCents(plan.amount)
  const idempotencyKey = `recurring-plan:${plan.id}:period-${period}:pledge`
  const attempt = { gateway: GATEWAY, idempotencyKey, amountCents }
  const source = await startingDonation(payload, plan)
  const req = tx.req as never
  const donation = await payload.create({
    collection: 'donations',
    req,
    overrideAccess: true,
    data: periodDonation(plan, source, attempt, { ok: true, chargeId, replayed: false }, now),
  })
  await payload.create({
    collection: 'charges',
    req,
    overrideAccess: true,
    data: {
      kind: 'recurring',
      status: 'succeeded',
      idempotencyKey,
      chargeId,
      gateway: GATEWAY,
      donation: donation.id,
      plan: plan.id,
      currency: plan.currency,
      amount: plan.amount,
    },
  })
  // SQL, not a Payload update: a reminder moving the plan's period meanwhile must not be undone.
  await tx.execute(sql`UPDATE recurring_plans SET charges_made = charges_made + 1,
    last_charged_at = ${now.toISOString()}, updated_at = now() WHERE id = ${plan.id}`)
  return donation.id
}

async function rowOf<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await tx.execute(query)) as { rows: T[] }
  return result.rows[0]
}
