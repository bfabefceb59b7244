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
import { feeCents, storedCents } from '../fees'
import { chargeToken, recordFailedCharge } from '../confirm/charge.server'
import type { ChargeResult, GatewayFailure } from '../gateway/types'
import { sendPlanPausedMail, sendRecurringReceiptMail } from '../mail/mail.server'
import { pdfOf } from '../mail/receipt.server'
import { nextPeriod, RETRY_POLICY } from './schedule'
import { LOG } from '../staging/stage.server'
import { pausePlan } from '../staging/store.server'

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/** What both e-mails of a plan (receipt, paused) say about the donor, the plan and its card. */
async function planMailDetails(payload: Payload, plan: RecurringPlan, amountCents: number) {
  return {
    to: plan.email,
    donorName: plan.donorName,
    plan: {
      id: plan.id,
      purpose: await purposeName(payload, idOf(plan.purpose), plan.mailLanguage),
      amountCents,
      repeatType: plan.repeatType as RepeatType,
      currency: plan.currency,
    },
    brand: plan.card.brand,
    last4: plan.card.last4,
    locale: plan.mailLanguage,
  }
}

/**
 * The charge's idempotency key: plan, period and the try, counted from the tries recorded for
 * that period (charges rows), never from `failedAttempts`. That counter is reset when the donor
 * resumes the plan or replaces its card, and a key used again would have the gateway answer the
 * earlier try (Stripe replays its 402, or refuses other parameters under the same key) instead
 * of charging the card now on the plan. A try cut short before it was recorded keeps its key, so
 * its repeat is answered once, as intended.
 */
async function planChargeKey(payload: Payload, plan: RecurringPlan): Promise<string> {
  const prefix = `recurring-plan:${plan.id}:period-${plan.period}:try-`
  const { totalDocs } = await payload.count({
    collection: 'charges',
    overrideAccess: true,
    where: { and: [{ plan: { equals: plan.id } }, { idempotencyKey: { contains: prefix } }] },
  })
  return `${prefix}${totalDocs + 1}`
}

/** What one try of a plan's period is: the gateway, its idempotency key and the amount. */
interface Try {
  gateway: string
  idempotencyKey: string
  amountCents: number
}
type Charged = Extract<ChargeResult, { ok: true }>

/** Charges one leased plan for its current period; records the charge either way. */
export async function chargePlan(
  payload: Payload,
  planId: number,
  now: Date,
): Promise<'charged' | 'failed' | 'paused'> {
  const plan = await payload.findByID({
    collection: 'recurring-plans',
    id: planId,
    overrideAccess: true,
    depth: 0,
  })
  // 1. Charge the period under its own key (plan, period, try), off session.
  const amountCents = storedCents(plan.amount)
  const idempotencyKey = await planChargeKey(payload, plan)
  const { gateway, result } = await chargeToken(
    payload,
    {
      token: plan.gatewayToken,
      amountCents,
      currency: plan.currency,
      idempotencyKey,
      offSession: true,
    },
    now,
  )
  const attempt: Try = { gateway, idempotencyKey, amountCents }
  // 2. Refused: recorded, then tried again later or the plan paused (and the donor told).
  if (!result.ok) return chargeRefused(payload, plan, attempt, result, now)
  // 3. The donation, the charge and the plan's next period, in one transaction.
  const { donationId, nextChargeAt } = await recordPeriod(payload, plan, attempt, result, now)
  // 4. The receipt, after the records: a mail that fails does not undo the charge.
  await mailReceipt(payload, plan, amountCents, {
    donationId,
    chargeId: result.chargeId,
    paidAt: now,
    nextChargeAt,
  })
  return 'charged'
}

/**
 * A refused try: the ledger row, the plan's counter, and the next try in
 * RETRY_POLICY.retryAfterHours, or the plan paused once the retries are used up, or at once
 * when the bank wants the donor to authenticate (it will ask again on every try).
 */
async function chargeRefused(
  payload: Payload,
  plan: RecurringPlan,
  attempt: Try,
  result: GatewayFailure,
  now: Date,
): Promise<'failed' | 'paused'> {
  const failures = plan.failedAttempts + 1
  const needsDonor = result.kind === 'action_required'
  const pause = needsDonor || failures > RETRY_POLICY.retries
  await recordFailedCharge(payload, result, {
    kind: 'recurring',
    idempotencyKey: attempt.idempotencyKey,
    gateway: attempt.gateway,
    plan: plan.id,
    currency: plan.currency,
    amount: plan.amount,
  })
  const retryAt = new Date(now.getTime() + RETRY_POLICY.retryAfterHours * 3_600_000)
  await payload.update({
    collection: 'recurring-plans',
    id: plan.id,
    overrideAccess: true,
    data: {
      failedAttempts: failures,
      lastError: result.message,
      leaseUntil: null,
      ...(pause ? {} : { nextChargeAt: retryAt.toISOString() }),
    },
  })
  if (pause) await pausePlan(payload, plan.id)
  payload.logger.warn(
    `${LOG} recurring plan #${plan.id} charge failed (${result.kind} ${result.code}), try ${failures}${pause ? ': plan paused' : ''}`,
  )
  if (!pause) return 'failed'
  try {
    await sendPlanPausedMail(payload, {
      ...(await planMailDetails(payload, plan, attempt.amountCents)),
      reason: result.message,
      needsDonor,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the paused-plan e-mail of plan #${plan.id} failed`)
  }
  return 'paused'
}

/**
 * The period's records in one transaction: the donation (donor details from the donation that
 * started the plan), its charge, and the plan moved to its next period.
 */
async function recordPeriod(
  payload: Payload,
  plan: RecurringPlan,
  attempt: Try,
  result: Charged,
  now: Date,
): Promise<{ donationId: number; nextChargeAt: Date }> {
  const source = plan.startedBy
    ? await payload.findByID({
        collection: 'donations',
        id: idOf(plan.startedBy),
        overrideAccess: true,
        depth: 0,
      })
    : null
  if (!source) throw new Error(`recurring plan #${plan.id} has no starting donation`)
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

/** The donation of one period: one line, the plan's amount and its fee (cents). */
function periodDonation(
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

/** The period's receipt with its PDF; a failure is logged (the charge stands). */
async function mailReceipt(
  payload: Payload,
  plan: RecurringPlan,
  amountCents: number,
  paid: { donationId: number; chargeId: string; paidAt: Date; nextChargeAt: Date },
): Promise<void> {
  try {
    await sendRecurringReceiptMail(payload, {
      ...(await planMailDetails(payload, plan, amountCents)),
      ...paid,
      attachments: await pdfOf(payload, plan.email, paid.donationId),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of recurring plan #${plan.id} failed`)
  }
}

/** The purpose's name in the mail's language (its Arabic name in an Arabic mail). */
async function purposeName(payload: Payload, id: number, lang?: string | null): Promise<string> {
  const p = await payload.findByID({
    collection: 'purposes',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return (lang === 'ar' && p?.nameAr) || p?.name || `Purpose #${id}`
}
