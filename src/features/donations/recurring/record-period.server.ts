import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { Donation, RecurringPlan } from '@/payload-types'
import type { RepeatType } from '../constants'
import { feeCents } from '../fees'
import type { ChargeResult } from '../gateway/types'
import { sendRecurringReceiptMail } from '../mail/mail.server'
import { pdfOf, receiptClaim } from '../mail/receipt.server'
import { poolOf } from '../db.server'
import { nextPeriod } from './schedule'
import { LOG } from '../staging/stage.server'

/**
 * The records and the receipt of one paid period of a recurring plan: what the scheduler's
 * off-session charge (charge-plan.server.ts) and a charge the donor authenticated later
 * (authenticate.server.ts) both write.
 */
export const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/** What one try of a plan's period is: the gateway, its idempotency key and the amount. */
export interface Try {
  gateway: string
  idempotencyKey: string
  amountCents: number
}
type Charged = Extract<ChargeResult, { ok: true }>

/** What both e-mails of a plan (receipt, paused) say about the donor, the plan and its card. */
export async function planMailDetails(payload: Payload, plan: RecurringPlan, amountCents: number) {
  return {
    to: plan.email,
    donorName: plan.donorName,
    plan: {
      id: plan.id,
      purpose: await purposeName(payload, idOf(plan.purpose), plan.mailLanguage),
      amountCents,
      repeatType: plan.repeatType as RepeatType,
      // The plan's own currency: a plan in pounds is mailed in pounds (decision 0120).
      currency: plan.currency,
    },
    brand: plan.card.brand,
    last4: plan.card.last4,
    locale: plan.mailLanguage,
  }
}

/**
 * The period's records in one transaction: the donation (donor details from the donation that
 * started the plan), its charge, and the plan moved to its next period.
 */
export async function recordPeriod(
  payload: Payload,
  plan: RecurringPlan,
  attempt: Try,
  result: Charged,
  now: Date,
): Promise<{ donationId: number; nextChargeAt: Date }> {
  const source = await startingDonation(payload, plan)
  const next = nextPeriod(
    new Date(plan.startedAt),
    plan.repeatType as RepeatType,
    plan.period + 1,
    now,
  )
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const donation = await payload.create({
      collection: 'donations',
      req,
      overrideAccess: true,
      data: periodDonation(plan, source, attempt, result, now),
    })
    await payload.create({
      collection: 'charges',
      req,
      overrideAccess: true,
      data: {
        kind: 'recurring',
        status: 'succeeded',
        idempotencyKey: attempt.idempotencyKey,
        chargeId: result.chargeId,
        gateway: attempt.gateway,
        donation: donation.id,
        plan: plan.id,
        currency: plan.currency,
        amount: plan.amount,
      },
    })
    await payload.update({
      collection: 'recurring-plans',
      id: plan.id,
      req,
      overrideAccess: true,
      data: {
        period: next.n,
        nextChargeAt: next.at.toISOString(),
        failedAttempts: 0,
        lastError: null,
        chargesMade: plan.chargesMade + 1,
        lastChargedAt: now.toISOString(),
        leaseUntil: null,
      } satisfies Partial<RecurringPlan>,
    })
    await commitTransaction(req)
    return { donationId: donation.id, nextChargeAt: next.at }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The donation that started the plan: the donor details every period's donation repeats. */
export async function startingDonation(payload: Payload, plan: RecurringPlan): Promise<Donation> {
  const source = plan.startedBy
    ? await payload.findByID({
        collection: 'donations',
        id: idOf(plan.startedBy),
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
      })
    : null
  if (!source) throw new Error(`recurring plan #${plan.id} has no starting donation`)
  return source
}

/** The donation of one period: one line, the plan's amount and its fee (cents). */
export function periodDonation(
  plan: RecurringPlan,
  source: Donation,
  attempt: Try,
  result: Charged,
  now: Date,
) {
  const purposeId = idOf(plan.purpose)
  const fee = feeCents(attempt.amountCents)
  return {
    paidAt: now.toISOString(),
    status: 'paid' as const,
    kind: 'recurring' as const,
    donorName: plan.donorName,
    firstName: source.firstName,
    lastName: source.lastName,
    email: plan.email,
    phone: source.phone,
    mailLanguage: plan.mailLanguage,
    currency: plan.currency,
    purposes: [purposeId],
    lines: [
      {
        purpose: purposeId,
        amount: plan.amount,
        fee,
        isRepeat: true,
        repeatType: plan.repeatType,
        designation: plan.designation,
        plan: plan.id,
      },
    ],
    total: plan.amount,
    fee,
    net: attempt.amountCents - fee,
    card: plan.card,
    chargeId: result.chargeId,
    gateway: attempt.gateway,
    address: {
      ...source.address,
      country: idOf(source.address.country),
      state: idOf(source.address.state),
      city: idOf(source.address.city),
    },
    plan: plan.id,
  }
}

/** The period's receipt with its PDF, when still owed; a failure is logged (the charge stands). */
export async function mailReceipt(
  payload: Payload,
  plan: RecurringPlan,
  amountCents: number,
  paid: { donationId: number; chargeId: string; paidAt: Date; nextChargeAt: Date },
): Promise<void> {
  try {
    const { rows } = await poolOf(payload).query(
      'SELECT 1 FROM donations WHERE id = $1 AND receipt_owed',
      [paid.donationId],
    )
    if (!rows.length) return
    await sendRecurringReceiptMail(payload, receiptClaim(paid.donationId), {
      ...(await planMailDetails(payload, plan, amountCents)),
      ...paid,
      attachments: await pdfOf(payload, plan.email, paid.donationId),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of recurring plan #${plan.id} failed`)
  }
}

/** The purpose's name in the mail's language (its Arabic name in an Arabic mail). */
export async function purposeName(
  payload: Payload,
  id: number,
  lang?: string | null,
): Promise<string> {
  const p = await payload.findByID({
    collection: 'purposes',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return (lang === 'ar' && p?.nameAr) || p?.name || `Purpose #${id}`
}
