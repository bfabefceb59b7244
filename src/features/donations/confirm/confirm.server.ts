import 'server-only'
import type { Payload } from 'payload'
import { afterAnswer } from '@/lib/api/public-form.server'
import { invalid, limited, refused } from '@/lib/api/submission'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { DONATION_API_MESSAGES, OTP_POLICY } from '../constants'
import { codeMatches } from '../staging/otp'
import { takeCodeTry } from '../staging/code-tries.server'
import { receiptAfterAnswer } from '../mail/receipt.server'
import { whileDonorWaits } from '../donor-waits'
import { completeClaimed, type ConfirmResult } from './record.server'
import { otpSchema } from '../schema'
import { LOG, who, type DonationContext } from '../staging/stage.server'
import {
  claimStaging,
  earlierChargeLike,
  endStagingAfterWrongCode,
  recentDonationOf,
  expireStaging,
  newestStaging,
  stagingStatus,
  takeStagingTry,
  type StagingStatus,
} from '../staging/store.server'
import { linkKeys } from '@/lib/runtime-config'

export type { ConfirmResult }
export { completeClaimed }
export { sendReceipt } from '../mail/receipt.server'

/** Per client address: 30 confirmations per 10 minutes. */
export const CONFIRM_IP_LIMIT = { limit: 30, windowSeconds: 10 * 60 }
/**
 * Per e-mail address and client address: 20 confirmations per 10 minutes (issue 47, M5: a
 * stranger's tries do not lock the donor out; the staging's own 15 tries bound all addresses).
 */
export const CONFIRM_EMAIL_LIMIT = { limit: 20, windowSeconds: 10 * 60 }

/** The receipt runs after the answer when the route defers it (Next's `after`). */
export type ConfirmContext = DonationContext

const M = DONATION_API_MESSAGES

/** How long a second confirmation of a used code answers with its donation (decision 0081). */
export const RECEIVED_WINDOW_MS = 60 * 60_000

/**
 * The answer for a staged donation that cannot be confirmed (any status but a live pending one).
 * A code being charged or charged within the hour answers with the gift's state, not "already
 * used": the donor may never have seen the first answer (a crash, a fault, a lost connection).
 */
async function answerFor(
  payload: Payload,
  id: number,
  status: StagingStatus | undefined,
  now: Date,
): Promise<ConfirmResult> {
  switch (status) {
    case 'processing':
      return refused(409, M.pending)
    case 'used': {
      const since = new Date(now.getTime() - RECEIVED_WINDOW_MS)
      const donationId = await recentDonationOf(payload, id, since)
      return donationId ? { kind: 'ok', donationId, planIds: [], received: true } : used
    }
    case 'invalidated':
      return refused(422, M.tooManyWrongCodes)
    case 'expired':
    case 'pending':
      return refused(422, M.expired)
    default:
      return refused(404, M.notFound)
  }
}

const used = refused(422, M.used)

/**
 * POST stage-donation/confirm (spec 000 sections 4 and 7): {email, otp}, in
 * the steps of decision 0011. The transitions of the staged donation are the
 * store's (store.server.ts); the charge and the records are record.server.ts.
 */
export function confirmDonation(
  payload: Payload,
  body: unknown,
  ctx: ConfirmContext,
): Promise<ConfirmResult> {
  // Counted while the donor waits: receipts yield to it (donor-waits.ts).
  return whileDonorWaits(() => confirmSteps(payload, body, ctx))
}

async function confirmSteps(
  payload: Payload,
  body: unknown,
  ctx: ConfirmContext,
): Promise<ConfirmResult> {
  const now = ctx.now ?? new Date()
  // 1. Rate limit by client address, then read {email, otp} with the shared schema.
  const byIp = await limitConfirmations(payload, ctx, `ip:${ctx.ip}`, CONFIRM_IP_LIMIT)
  if (byIp) return byIp
  const parsed = otpSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const { email, otp } = parsed.data
  // 2. Rate limit by e-mail address.
  const emailKey = `email:${hashedKeyPart(payload, email)}`
  const byEmail = await limitConfirmations(
    payload,
    ctx,
    `${emailKey}:ip:${ctx.ip}`,
    CONFIRM_EMAIL_LIMIT,
    email,
  )
  if (byEmail) return byEmail

  // 3. The code is checked before anything about the staging is said: a wrong code gets the
  //    same answer whether or not this e-mail has a pending gift (issue 25, finding 12).
  let staged = await newestStaging(payload, email)
  //    Each check takes one of the address's tries first, atomically, so guesses sent at the same
  //    moment are checked at most OTP_POLICY.maxWrongAttempts times (issue 47, M6).
  const wrongKey = `donation-confirm:wrong:${staged ? `s${staged.id}` : `e:${emailKey}`}:ip:${ctx.ip}`
  const tries = await takeCodeTry(payload, wrongKey)
  if (!tries.allowed) return refused(422, M.tooManyWrongCodes)
  if (staged?.status === 'pending' && !(await takeStagingTry(payload, staged.id, TOTAL))) {
    // Claimed by a simultaneous right code meanwhile: answered as for that status below.
    const status = await stagingStatus(payload, staged.id)
    if (!status || status === 'pending' || status === 'invalidated') {
      return refused(422, M.tooManyWrongCodes)
    }
    staged = { ...staged, status }
  }
  let right = false
  if (staged) right = codeMatches(linkKeys(), staged.code_salt, otp, staged.code_hash)
  else codeMatches(linkKeys(), NO_SALT, otp, NO_HASH) // the same work, so the same timing
  if (!staged || !right) return wrongCode(payload, ctx, email, staged, tries.hits)

  // 4. The right code: the staging must be pending and not expired.
  if (staged.status !== 'pending') return answerFor(payload, staged.id, staged.status, now)
  if (staged.expires_at.getTime() <= now.getTime()) {
    await expireStaging(payload, staged.id)
    return refused(422, M.expired)
  }
  // 5. A donor who started over after a fault is not charged twice: the same gift (amount,
  //    card) charged or maybe charged within the hour answers with that gift's state.
  const earlier = await earlierChargeLike(payload, staged.id, new Date(now.getTime() - HOUR))
  if (earlier) {
    payload.logger.warn(`${LOG} staged #${staged.id} not charged: the same gift is ${earlier}`)
    return refused(409, earlier === 'used' ? M.received : M.pending)
  }

  // 6. The right code claims the staging atomically: two simultaneous confirmations charge once.
  if (!(await claimStaging(payload, staged.id, now))) {
    return answerFor(payload, staged.id, await stagingStatus(payload, staged.id), now)
  }

  // 7. Charge once (the staged id is the idempotency key) and record donation, plans and charge.
  //    A fault from here on may come after the charge: the donor is told it may have gone through
  //    (never "try again"), and the job finishes the claim within two minutes (decision 0081).
  let result: ConfirmResult
  try {
    result = await completeClaimed(payload, staged.id, now)
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} confirmation of staged #${staged.id} cut off`)
    return refused(503, M.pending)
  }
  // 8. The receipt, after the answer.
  if (result.kind === 'ok' && 'donationId' in result) {
    const yieldToDonors = Boolean(ctx.defer) // run after the answer, not inside the request
    await afterAnswer(ctx, receiptAfterAnswer(payload, result.donationId, { yieldToDonors }))
  }
  return result
}

const HOUR = 60 * 60_000

const NO_SALT = 'no-staging'
const NO_HASH = '0'.repeat(64)

const TOTAL = OTP_POLICY.maxWrongAttemptsTotal

/**
 * A wrong code (or an e-mail without a staging): its try was counted per staging and client
 * address, where the fifth locks that address out of this staging, and on a live staging too,
 * which ends at OTP_POLICY.maxWrongAttemptsTotal from all addresses together. The answer
 * depends on this address's count only, so it says nothing of whether a gift is pending.
 */
async function wrongCode(
  payload: Payload,
  ctx: ConfirmContext,
  email: string,
  staged: Awaited<ReturnType<typeof newestStaging>>,
  hits: number,
): Promise<ConfirmResult> {
  if (staged?.status === 'pending') {
    const ended = await endStagingAfterWrongCode(payload, staged.id, TOTAL)
    payload.logger.warn(
      `${LOG} wrong code for staged #${staged.id} (${hits} of ${OTP_POLICY.maxWrongAttempts} from this address${ended ? `, ${TOTAL} in all: ended` : ''}): ${who(payload, ctx, email)}`,
    )
  }
  return refused(422, hits >= OTP_POLICY.maxWrongAttempts ? M.tooManyWrongCodes : M.wrongCode)
}

/** A confirmation rate limit, logged when it refuses. */
async function limitConfirmations(
  payload: Payload,
  ctx: ConfirmContext,
  key: string,
  policy: { limit: number; windowSeconds: number },
  email?: string,
): Promise<ConfirmResult | null> {
  const r = await rateLimit(payload, { key: `donation-confirm:${key}`, ...policy })
  if (r.allowed) return null
  const what = email ? 'for this e-mail' : 'from this address'
  payload.logger.warn(`${LOG} confirmation refused (too many ${what}): ${who(payload, ctx, email)}`)
  return limited(r.retryAfterSeconds)
}
