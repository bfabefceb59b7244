import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { RecurringPlan } from '@/payload-types'
import type { RepeatType } from '../constants'
import { feeCents, storedCents } from '../fees'
import { chargeToken, recordFailedCharge } from '../confirm/charge.server'
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
      purpose: await purposeName(payload, idOf(plan.purpose)),
      amountCents,
      repeatType: plan.repeatType as RepeatType,
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
  const amountCents = storedCents(plan.amount)
  const idempotencyKey = await planChargeKey(payload, plan)
  const repeat = plan.repeatType as RepeatType
  const { gateway, result } = await chargeToken(
    payload,
    { token: plan.gatewayToken, amountCents, idempotencyKey, offSession: true },
    now,
  )
  const purposeId = idOf(plan.purpose)

  if (!result.ok) {
    const failures = plan.failedAttempts + 1
    // A bank that wants the donor to authenticate will ask again on every try: pause at once.
    const needsDonor = result.kind === 'action_required'
    const pause = needsDonor || failures > RETRY_POLICY.retries
    await recordFailedCharge(payload, result, {
      kind: 'recurring',
      idempotencyKey,
      gateway,
      plan: plan.id,
      amount: plan.amount,
    })
    await payload.update({
      collection: 'recurring-plans',
      id: plan.id,
      overrideAccess: true,
      data: {
        failedAttempts: failures,
        lastError: result.message,
        leaseUntil: null,
        ...(pause
          ? {}
          : {
              nextChargeAt: new Date(
                now.getTime() + RETRY_POLICY.retryAfterHours * 3_600_000,
              ).toISOString(),
            }),
      },
    })
    if (pause) await pausePlan(payload, plan.id)
    payload.logger.warn(
      `${LOG} recurring plan #${plan.id} charge failed (${result.kind} ${result.code}), try ${failures}${pause ? ': plan paused' : ''}`,
    )
    if (!pause) return 'failed'
    try {
      await sendPlanPausedMail(payload, {
        ...(await planMailDetails(payload, plan, amountCents)),
        reason: result.message,
        needsDonor,
      })
    } catch (error) {
      payload.logger.error(
        { err: error },
        `${LOG} the paused-plan e-mail of plan #${plan.id} failed`,
      )
    }
    return 'paused'
  }

  const source = plan.startedBy
    ? await payload.findByID({
        collection: 'donations',
        id: idOf(plan.startedBy),
        overrideAccess: true,
        depth: 0,
      })
    : null
  if (!source) throw new Error(`recurring plan #${plan.id} has no starting donation`)
  const next = nextPeriod(new Date(plan.startedAt), repeat, plan.period + 1, now)
  const fee = feeCents(amountCents)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let donationId: number
  try {
    const donation = await payload.create({
      collection: 'donations',
      req,
      overrideAccess: true,
      data: {
        paidAt: now.toISOString(),
        status: 'paid',
        kind: 'recurring',
        donorName: plan.donorName,
        firstName: source.firstName,
        lastName: source.lastName,
        email: plan.email,
        phone: source.phone,
        mailLanguage: plan.mailLanguage,
        purposes: [purposeId],
        lines: [
          {
            purpose: purposeId,
            amount: plan.amount,
            fee,
            isRepeat: true,
            repeatType: repeat,
            plan: plan.id,
          },
        ],
        total: plan.amount,
        fee,
        net: amountCents - fee,
        card: plan.card,
        chargeId: result.chargeId,
        gateway,
        address: {
          ...source.address,
          country: idOf(source.address.country),
          state: idOf(source.address.state),
          city: idOf(source.address.city),
        },
        plan: plan.id,
      },
    })
    donationId = donation.id
    await payload.create({
      collection: 'charges',
      req,
      overrideAccess: true,
      data: {
        kind: 'recurring',
        status: 'succeeded',
        idempotencyKey,
        chargeId: result.chargeId,
        gateway,
        donation: donation.id,
        plan: plan.id,
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
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  try {
    await sendRecurringReceiptMail(payload, {
      ...(await planMailDetails(payload, plan, amountCents)),
      donationId,
      chargeId: result.chargeId,
      paidAt: now,
      nextChargeAt: next.at,
      attachments: await pdfOf(payload, plan.email, donationId),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of recurring plan #${plan.id} failed`)
  }
  return 'charged'
}

async function purposeName(payload: Payload, id: number): Promise<string> {
  const p = await payload.findByID({
    collection: 'purposes',
    id,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return p?.name ?? `Purpose #${id}`
}
