import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { StagedDonation } from '@/payload-types'
import { refused, type Submission } from '@/lib/api/submission'
import { annotateRecorded, purposeNames, stagedLabel } from '../gateway/charge-label.server'
import type { ChargeLabel, ChargeResult, GatewayFailure } from '../gateway/types'
import { chargeToken, recordFailedCharge } from './charge.server'
import { storedCents } from '../fees'
import { LOG } from '../staging/stage.server'
import { markStagingUsed, releaseClaim } from '../staging/store.server'
import {
  asSystem,
  createCharge,
  createDonation,
  idOf,
  keyOf,
  linkPlans,
  startPlans,
} from './record-rows.server'
import { isPaymobStaging, startPaymobCheckout } from '../paymob/checkout.server'

/**
 * A confirmed donation (its id and the recurring plans it started), or, with Stripe, a payment
 * the donor's bank wants authenticated first (3-D Secure): the browser completes it with the
 * client secret and confirms again; nothing is recorded until the payment succeeded.
 */
export type ConfirmResult = Submission<
  | { donationId: number; planIds: number[]; received?: true }
  | { requiresAction: { clientSecret: string } }
  | { checkout: { url: string } }
>

type Staged = StagedDonation
type Charged = Extract<ChargeResult, { ok: true }>
type Done = Extract<ConfirmResult, { kind: 'ok' }>

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
    ...asSystem,
  })
  // A gift in Egyptian pounds is paid on Paymob's page, recorded from its callback (decision 0107).
  if (await isPaymobStaging(payload, staged)) return startPaymobCheckout(payload, staged)
  // 1. Charge once: the staging's id is the idempotency key, so a repeat answers the same charge.
  const label = stagedLabel(
    staged.id,
    await purposeNames(
      payload,
      staged.lines.map((l) => idOf(l.purpose)),
    ),
  )
  const { gateway, result: charge } = await chargeStaged(payload, staged, label, now)
  // 2. The donor's bank wants them to authenticate first (3-D Secure): nothing is recorded yet.
  if (!charge.ok && charge.kind === 'action_required' && charge.clientSecret) {
    return awaitAuthentication(payload, staged, charge.clientSecret)
  }
  // 3. A declined card or a gateway error: the ledger row, and the staging released.
  if (!charge.ok) return chargeFailed(payload, staged, gateway, charge)
  // 4. Recorded already (this is a repeat after a crash): the same answer.
  const recorded = await recordedDonation(payload, staged.id)
  if (recorded) return recorded
  // 5. The donation, its plans, the charge and the staging's end, in one transaction.
  const done = await recordDonation(payload, staged, gateway, charge, now)
  // 6. The receipt number on the gateway's record of the charge (a failure is only logged).
  if ('donationId' in done) await annotateRecorded(payload, charge.chargeId, label, done.donationId)
  return done
}

function chargeStaged(payload: Payload, staged: Staged, label: ChargeLabel, now: Date) {
  return chargeToken(
    payload,
    {
      token: staged.gatewayToken,
      label,
      amountCents: storedCents(staged.total),
      currency: staged.currency,
      idempotencyKey: keyOf(staged),
      // A gift that starts plans keeps the card for their charges (Stripe: a Customer).
      ...(staged.lines.some((l) => l.isRepeat) && {
        saveFor: { email: staged.email, name: `${staged.firstName} ${staged.lastName}` },
      }),
    },
    now,
  )
}

/**
 * The code stays usable: after authenticating, the browser confirms again with it, and the
 * same idempotency key answers the same intent, now succeeded (or the webhook records it).
 */
async function awaitAuthentication(
  payload: Payload,
  staged: Staged,
  clientSecret: string,
): Promise<ConfirmResult> {
  await releaseClaim(payload, staged.id, 'pending')
  payload.logger.info(`${LOG} charge of staged #${staged.id} awaits the donor's authentication`)
  return { kind: 'ok', requiresAction: { clientSecret } }
}

/** A declined card ends the staging; a gateway error leaves the code usable for another try. */
async function chargeFailed(
  payload: Payload,
  staged: Staged,
  gateway: string,
  charge: GatewayFailure,
): Promise<ConfirmResult> {
  await recordFailedCharge(payload, charge, {
    kind: 'one-time',
    idempotencyKey: keyOf(staged),
    gateway,
    stagedDonation: staged.id,
    currency: staged.currency,
    amount: staged.total,
  })
  await releaseClaim(payload, staged.id, charge.kind === 'declined' ? 'declined' : 'pending')
  payload.logger.warn(
    `${LOG} charge of staged #${staged.id} failed (${charge.kind} ${charge.code})`,
  )
  return refused(charge.kind === 'declined' ? 402 : 502, charge.message)
}

/** The donation already recorded for this staging, answered as when it was recorded. */
async function recordedDonation(payload: Payload, stagedId: number): Promise<Done | null> {
  const existing = await payload.find({
    collection: 'donations',
    overrideAccess: true,
    where: { stagedDonation: { equals: stagedId } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const donation = existing.docs[0]
  if (!donation) return null
  const planIds = (donation.lines ?? []).flatMap((l) =>
    typeof l.plan === 'number' ? [l.plan] : [],
  )
  return { kind: 'ok', donationId: donation.id, planIds }
}

/**
 * A claimed staging paid outside a charge of ours (Paymob's hosted checkout, decision 0107),
 * recorded as completeClaimed records a charge: once (a repeat answers the donation recorded).
 */
export async function recordPaidStaging(
  payload: Payload,
  stagedId: number,
  gateway: string,
  chargeId: string,
  now: Date,
): Promise<number> {
  const done =
    (await recordedDonation(payload, stagedId)) ??
    (await recordDonation(
      payload,
      await payload.findByID({ collection: 'staged-donations', id: stagedId, ...asSystem }),
      gateway,
      { ok: true, chargeId, replayed: false },
      now,
    ))
  if (!('donationId' in done)) throw new Error(`staged #${stagedId}: no donation recorded`)
  return done.donationId
}

/** Steps 5a–5e in one transaction: all recorded, or none (the job repeats the claim). */
async function recordDonation(
  payload: Payload,
  staged: Staged,
  gateway: string,
  charge: Charged,
  now: Date,
): Promise<Done> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const tx = { payload, req, staged, now }
    const donation = await createDonation(tx, gateway, charge) // 5a
    const linePlans = await startPlans(tx, donation.id, charge) // 5b
    const planIds = linePlans.filter((id): id is number => id !== null)
    if (planIds.length) await linkPlans(tx, donation, linePlans) // 5c
    await createCharge(tx, donation.id, gateway, charge) // 5d
    await markStagingUsed(payload, req, staged.id, donation.id) // 5e
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
