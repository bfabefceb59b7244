import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import { refused, type Submission } from '@/lib/api/submission'
import type { RepeatType } from './constants'
import { chargeToken, recordFailedCharge } from './charge.server'
import { toCents } from './fees'
import { nextChargeDate } from './schedule'
import { LOG } from './stage.server'
import { releaseClaim } from './store.server'

/**
 * A confirmed donation (its id and the recurring plans it started), or, with Stripe, a payment
 * the donor's bank wants authenticated first (3-D Secure): the browser completes it with the
 * client secret and confirms again; nothing is recorded until the payment succeeded.
 */
export type ConfirmResult = Submission<
  | { donationId: number; planIds: number[]; received?: true }
  | { requiresAction: { clientSecret: string } }
>

/**
 * Charges a claimed ('processing') staged donation and records it. Safe to
 * repeat (the job repeats it for a claim left unfinished by a crash): the
 * idempotency key makes the gateway answer the same charge, and a donation
 * is recorded once per staged donation.
 */
export async function completeClaimed(
  payload: Payload,
  stagedId: number,
  now: Date = new Date(),
): Promise<ConfirmResult> {
  const staged = await payload.findByID({
    collection: 'staged-donations',
    id: stagedId,
    overrideAccess: true,
    depth: 0,
  })
  const totalCents = toCents(staged.total)
  const idempotencyKey = `staged-donation:${staged.id}`
  const { gateway, result: charge } = await chargeToken(
    payload,
    {
      token: staged.gatewayToken,
      amountCents: totalCents,
      idempotencyKey,
      // A gift that starts plans keeps the card for their charges (Stripe: a Customer).
      ...(staged.lines.some((l) => l.isRepeat) && {
        saveFor: { email: staged.email, name: `${staged.firstName} ${staged.lastName}` },
      }),
    },
    now,
  )
  if (!charge.ok && charge.kind === 'action_required' && charge.clientSecret) {
    // The code stays usable: after authenticating, the browser confirms again with it, and the
    // same idempotency key answers the same intent, now succeeded (or the webhook records it).
    await releaseClaim(payload, staged.id, 'pending')
    payload.logger.info(`${LOG} charge of staged #${staged.id} awaits the donor's authentication`)
    return { kind: 'ok', requiresAction: { clientSecret: charge.clientSecret } }
  }
  if (!charge.ok) {
    await recordFailedCharge(payload, charge, {
      kind: 'one-time',
      idempotencyKey,
      gateway,
      stagedDonation: staged.id,
      amount: staged.total,
    })
    // A declined card ends the staging; a gateway error leaves the code usable for another try.
    await releaseClaim(payload, staged.id, charge.kind === 'declined' ? 'declined' : 'pending')
    payload.logger.warn(
      `${LOG} charge of staged #${staged.id} failed (${charge.kind} ${charge.code})`,
    )
    return refused(charge.kind === 'declined' ? 402 : 502, charge.message)
  }

  const existing = await payload.find({
    collection: 'donations',
    overrideAccess: true,
    where: { stagedDonation: { equals: staged.id } },
    depth: 0,
    limit: 1,
  })
  if (existing.docs[0]) {
    const donation = existing.docs[0]
    const planIds = (donation.lines ?? []).flatMap((l) =>
      typeof l.plan === 'number' ? [l.plan] : [],
    )
    return { kind: 'ok', donationId: donation.id, planIds }
  }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const paidAt = now.toISOString()
    const donorName = `${staged.firstName} ${staged.lastName}`
    const purposeIds = [...new Set(staged.lines.map((l) => idOf(l.purpose)))]
    // depth 0 on every write here: Payload's default (2) read each record back with its purposes,
    // places, staged donation and their relations, which was most of a confirmation's queries
    // under load (issue 49, docs/benchmarks.md "Donation under load"). Ids are all that is used.
    const donation = await payload.create({
      collection: 'donations',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        paidAt,
        status: 'paid',
        kind: 'one-time',
        donorName,
        firstName: staged.firstName,
        lastName: staged.lastName,
        email: staged.email,
        phone: staged.phone,
        mailLanguage: staged.mailLanguage,
        purposes: purposeIds,
        lines: staged.lines.map((l) => ({
          purpose: idOf(l.purpose),
          amount: l.amount,
          fee: l.fee,
          isRepeat: l.isRepeat,
          repeatType: l.repeatType,
        })),
        total: staged.total,
        fee: staged.fee,
        net: staged.net,
        card: staged.card,
        chargeId: charge.chargeId,
        gateway,
        address: {
          ...staged.address,
          country: idOf(staged.address.country),
          state: idOf(staged.address.state),
          city: idOf(staged.address.city),
        },
        stagedDonation: staged.id,
      },
    })
    const planIds: number[] = []
    const linePlans: (number | null)[] = []
    for (const line of staged.lines) {
      if (!line.isRepeat || !line.repeatType) {
        linePlans.push(null)
        continue
      }
      const plan = await payload.create({
        collection: 'recurring-plans',
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          status: 'active',
          donorName,
          email: staged.email,
          purpose: idOf(line.purpose),
          repeatType: line.repeatType as RepeatType,
          amount: line.amount,
          nextChargeAt: nextChargeDate(now, line.repeatType as RepeatType).toISOString(),
          failedAttempts: 0,
          startedAt: paidAt,
          period: 1,
          chargesMade: 1,
          lastChargedAt: paidAt,
          startedBy: donation.id,
          card: staged.card,
          gatewayToken: charge.savedToken ?? staged.gatewayToken,
          mailLanguage: staged.mailLanguage,
        },
      })
      planIds.push(plan.id)
      linePlans.push(plan.id)
    }
    if (planIds.length) {
      await payload.update({
        collection: 'donations',
        id: donation.id,
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          lines: (donation.lines ?? []).map((l, i) => ({ ...l, plan: linePlans[i] ?? null })),
        },
      })
    }
    await payload.create({
      collection: 'charges',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        kind: 'one-time',
        status: 'succeeded',
        idempotencyKey,
        chargeId: charge.chargeId,
        gateway,
        donation: donation.id,
        stagedDonation: staged.id,
        amount: staged.total,
      },
    })
    await payload.update({
      collection: 'staged-donations',
      id: staged.id,
      req,
      overrideAccess: true,
      depth: 0,
      data: { status: 'used', donation: donation.id },
    })
    await commitTransaction(req)
    payload.logger.info(
      `${LOG} staged #${staged.id} confirmed: donation #${donation.id}, ${planIds.length} recurring plan(s)`,
    )
    return { kind: 'ok', donationId: donation.id, planIds }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)
