import 'server-only'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import type { StagedDonation } from '@/payload-types'
import { afterAnswer } from '@/lib/api/public-form.server'
import { invalid, refused, type Submission } from '@/lib/api/submission'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { DONATION_API_MESSAGES, OTP_POLICY, type RepeatType } from './constants'
import { poolOf } from './db.server'
import { toCents } from './fees'
import { paymentGateway } from './gateway/index.server'
import { sendReceiptMail } from './mail.server'
import { codeMatches } from './otp'
import { nextChargeDate } from './schedule'
import { otpSchema } from './schema'
import { LOG, who, type DonationContext } from './stage.server'

/** Per client address: 30 confirmations per 10 minutes. */
export const CONFIRM_IP_LIMIT = { limit: 30, windowSeconds: 10 * 60 }
/** Per e-mail address: 20 confirmations per 10 minutes (5 wrong codes end a staging anyway). */
export const CONFIRM_EMAIL_LIMIT = { limit: 20, windowSeconds: 10 * 60 }

export type ConfirmResult = Submission<{ donationId: number; planIds: number[] }>

/** The receipt runs after the answer when the route defers it (Next's `after`). */
export type ConfirmContext = DonationContext

const M = DONATION_API_MESSAGES

interface StagedRow {
  id: number
  status: StagedDonation['status']
  expires_at: Date
  code_hash: string
  code_salt: string
}

/** The answer for a staged donation that cannot be confirmed (any status but a live pending one). */
function answerFor(status: StagedDonation['status'] | undefined): ConfirmResult {
  switch (status) {
    case 'used':
    case 'processing':
      return refused(422, M.used)
    case 'invalidated':
      return refused(422, M.tooManyWrongCodes)
    case 'expired':
    case 'pending':
      return refused(422, M.expired)
    default:
      return refused(404, M.notFound)
  }
}

/**
 * POST stage-donation/confirm (spec 000 sections 4 and 7): {email, otp}.
 * The donor's newest staged donation is confirmed by its code: a wrong code
 * is counted (the fifth ends it), an expired or used one is refused. The
 * right code claims the row atomically (UPDATE … WHERE status = 'pending'),
 * so two simultaneous confirmations charge once; the charge carries the
 * staged id as idempotency key; then the donation, its lines, its recurring
 * plans and the charge are recorded in one transaction, and the receipt sent.
 */
export async function confirmDonation(
  payload: Payload,
  body: unknown,
  ctx: ConfirmContext,
): Promise<ConfirmResult> {
  const now = ctx.now ?? new Date()
  const byIp = await rateLimit(payload, {
    key: `donation-confirm:ip:${ctx.ip}`,
    ...CONFIRM_IP_LIMIT,
  })
  if (!byIp.allowed) {
    payload.logger.warn(
      `${LOG} confirmation refused (too many from this address): ${who(payload, ctx)}`,
    )
    return { kind: 'limited', retryAfterSeconds: byIp.retryAfterSeconds }
  }
  const parsed = otpSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const { email, otp } = parsed.data
  const byEmail = await rateLimit(payload, {
    key: `donation-confirm:email:${hashedKeyPart(payload, email)}`,
    ...CONFIRM_EMAIL_LIMIT,
  })
  if (!byEmail.allowed) {
    payload.logger.warn(
      `${LOG} confirmation refused (too many for this e-mail): ${who(payload, ctx, email)}`,
    )
    return { kind: 'limited', retryAfterSeconds: byEmail.retryAfterSeconds }
  }

  const pool = poolOf(payload)
  const { rows } = await pool.query<StagedRow>(
    `SELECT id, status, expires_at, code_hash, code_salt FROM staged_donations
     WHERE email = $1 AND status <> 'superseded' ORDER BY id DESC LIMIT 1`,
    [email],
  )
  const staged = rows[0]
  if (!staged || staged.status !== 'pending') return answerFor(staged?.status)

  if (staged.expires_at.getTime() <= now.getTime()) {
    await pool.query(
      `UPDATE staged_donations SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [staged.id],
    )
    return refused(422, M.expired)
  }

  if (!codeMatches(payload.secret, staged.code_salt, otp, staged.code_hash)) {
    const counted = await pool.query<{ attempts: number; status: string }>(
      `UPDATE staged_donations
         SET attempts = attempts + 1,
             status = CASE WHEN attempts + 1 >= $2 THEN 'invalidated' ELSE status END,
             updated_at = now()
       WHERE id = $1 AND status = 'pending'
       RETURNING attempts, status::text AS status`,
      [staged.id, OTP_POLICY.maxWrongAttempts],
    )
    const row = counted.rows[0]
    payload.logger.warn(
      `${LOG} wrong code for staged #${staged.id} (${row ? `${row.attempts} of ${OTP_POLICY.maxWrongAttempts}` : 'no longer pending'}): ${who(payload, ctx, email)}`,
    )
    if (!row) return answerFor(await currentStatus(payload, staged.id))
    return refused(422, row.status === 'invalidated' ? M.tooManyWrongCodes : M.wrongCode)
  }

  const claimed = await pool.query(
    `UPDATE staged_donations SET status = 'processing', claimed_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING id`,
    [staged.id, now],
  )
  if (claimed.rowCount !== 1) return answerFor(await currentStatus(payload, staged.id))

  const result = await completeClaimed(payload, staged.id, now)
  if (result.kind !== 'ok') return result
  await afterAnswer(ctx, () => sendReceipt(payload, result.donationId))
  return result
}

async function currentStatus(payload: Payload, id: number): Promise<StagedDonation['status']> {
  const { rows } = await poolOf(payload).query<{ status: StagedDonation['status'] }>(
    `SELECT status FROM staged_donations WHERE id = $1`,
    [id],
  )
  return rows[0]?.status ?? 'superseded'
}

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
  const gateway = paymentGateway(payload)
  const totalCents = toCents(staged.total)
  const idempotencyKey = `staged-donation:${staged.id}`
  const charge = await gateway.charge(
    { token: staged.gatewayToken, amountCents: totalCents, currency: 'USD', idempotencyKey },
    now,
  )
  const pool = poolOf(payload)

  if (!charge.ok) {
    await payload.create({
      collection: 'charges',
      overrideAccess: true,
      data: {
        kind: 'one-time',
        status: charge.kind === 'declined' ? 'declined' : 'error',
        idempotencyKey,
        code: charge.code,
        message: charge.message,
        gateway: gateway.name,
        stagedDonation: staged.id,
        amount: staged.total,
      },
    })
    // A declined card ends the staging; a gateway error leaves the code usable for another try.
    await pool.query(
      `UPDATE staged_donations SET status = $2, updated_at = now() WHERE id = $1 AND status = 'processing'`,
      [staged.id, charge.kind === 'declined' ? 'declined' : 'pending'],
    )
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
    const donation = await payload.create({
      collection: 'donations',
      req,
      overrideAccess: true,
      data: {
        paidAt,
        status: 'paid',
        kind: 'one-time',
        donorName,
        firstName: staged.firstName,
        lastName: staged.lastName,
        email: staged.email,
        phone: staged.phone,
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
        gateway: gateway.name,
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
          gatewayToken: staged.gatewayToken,
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
        data: {
          lines: (donation.lines ?? []).map((l, i) => ({ ...l, plan: linePlans[i] ?? null })),
        },
      })
    }
    await payload.create({
      collection: 'charges',
      req,
      overrideAccess: true,
      data: {
        kind: 'one-time',
        status: 'succeeded',
        idempotencyKey,
        chargeId: charge.chargeId,
        gateway: gateway.name,
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

/** The receipt of a confirmed donation; a failure is logged, never undoes the donation. */
export async function sendReceipt(payload: Payload, donationId: number): Promise<void> {
  try {
    const d = await payload.findByID({
      collection: 'donations',
      id: donationId,
      overrideAccess: true,
      depth: 1,
    })
    const purposeName = (p: number | { name: string }) =>
      typeof p === 'number' ? `Purpose #${p}` : p.name
    const lines = d.lines.map((l) => ({
      purpose: purposeName(l.purpose),
      amountCents: toCents(l.amount),
      repeatType: l.isRepeat && l.repeatType ? (l.repeatType as RepeatType) : null,
      plan:
        typeof l.plan === 'object' && l.plan
          ? l.plan.id
          : typeof l.plan === 'number'
            ? l.plan
            : null,
    }))
    await sendReceiptMail(payload, {
      to: d.email,
      donorName: d.donorName,
      donationId: d.id,
      chargeId: d.chargeId,
      paidAt: new Date(d.paidAt),
      lines,
      totalCents: toCents(d.total),
      feeCents: toCents(d.fee),
      netCents: toCents(d.net),
      brand: d.card.brand,
      last4: d.card.last4,
      plans: lines.flatMap((l) =>
        l.plan && l.repeatType
          ? [
              {
                id: l.plan,
                purpose: l.purpose,
                amountCents: l.amountCents,
                repeatType: l.repeatType,
              },
            ]
          : [],
      ),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the receipt of donation #${donationId} failed`)
  }
}
