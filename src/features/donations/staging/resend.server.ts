import 'server-only'
import type { Payload } from 'payload'
import { invalid, limited, refused, type Submission } from '@/lib/api/submission'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { linkKeys } from '@/lib/runtime-config'
import { DONATION_API_MESSAGES, OTP_POLICY } from '../constants'
import { feeWasCovered, storedCents } from '../fees'
import { sendCodeMail } from '../mail/mail.server'
import { otpSchema } from '../schema'
import type { DonationLine } from '../schema'
import { consentsOf } from './consent.server'
import { hashCode, stagingCode } from './otp'
import { LOG, who, type DonationContext } from './stage.server'
import { newestStaging, replaceStagingCode } from './store.server'

/** Per client address: 10 resends per 10 minutes. */
const RESEND_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
/**
 * Per staged donation: 3 new codes in all (its whole life is OTP_POLICY.ttlMinutes, renewed by
 * each), so a resend can neither flood an inbox nor keep a gift pending for long.
 */
const RESEND_STAGING_LIMIT = { limit: 3, windowSeconds: 60 * 60 }
/**
 * Per staged donation: one new code per 30 seconds, counted atomically before anything else, so
 * of resends sent together one mails a code and the others are refused: the donor never holds two
 * mailed codes whose order of arrival could differ from their order of issue.
 */
const RESEND_WAIT = { limit: 1, windowSeconds: 30 }

const M = DONATION_API_MESSAGES

/** Only the e-mail of the code payload: the address the code went to. */
const resendSchema = otpSchema.def.shape.email

/**
 * POST stage-donation/resend {email} ("Send the code again", decision 0103): the donor's newest
 * pending staging's code is mailed again, as the first mail was (amount charged, consent), and
 * its time renewed. The code stays the one the donor holds (derived from the staging's salt,
 * otp.ts), and its tries stay counted: anyone who knows the address may ask, and a new code took
 * the donor's away (issue 64). A staging whose code was drawn before (or under a key since
 * replaced) gets the derived code instead (a compare-and-set on the code, store.server.ts).
 * The answer is the same whether or not a gift is pending for the address.
 */
export async function resendCode(
  payload: Payload,
  body: unknown,
  ctx: DonationContext,
): Promise<Submission<object>> {
  const now = ctx.now ?? new Date()
  const byIp = await rateLimit(payload, { key: `donation-resend:ip:${ctx.ip}`, ...RESEND_IP_LIMIT })
  if (!byIp.allowed) return limited(byIp.retryAfterSeconds)
  const parsed = resendSchema.safeParse((body as { email?: unknown } | null)?.email)
  if (!parsed.success) {
    return invalid(parsed.error.issues.map((i) => ({ ...i, path: ['email', ...i.path] })))
  }
  const email = parsed.data
  const staged = await newestStaging(payload, email)
  if (!staged || staged.status !== 'pending' || staged.expires_at.getTime() <= now.getTime()) {
    payload.logger.info(`${LOG} code resend with nothing pending: ${who(payload, ctx, email)}`)
    return { kind: 'ok' }
  }
  const wait = await rateLimit(payload, {
    key: `donation-resend:wait:${staged.id}`,
    ...RESEND_WAIT,
  })
  if (!wait.allowed) return limited(wait.retryAfterSeconds)
  const perStaging = await rateLimit(payload, {
    key: `donation-resend:staging:${staged.id}:${hashedKeyPart(payload, email)}`,
    ...RESEND_STAGING_LIMIT,
  })
  if (!perStaging.allowed) return limited(perStaging.retryAfterSeconds)

  const salt = staged.code_salt
  const code = stagingCode(linkKeys(), salt)
  const next = {
    hash: hashCode(linkKeys(), salt, code),
    salt,
    expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMinutes * 60_000),
  }
  // The code (usually the same) and its renewed time, if the staging is still as read.
  if (!(await replaceStagingCode(payload, staged.id, { hash: staged.code_hash }, next, now))) {
    return { kind: 'ok' }
  }
  try {
    await mailCodeAgain(payload, staged.id, code, now)
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the code's second e-mail failed: #${staged.id}`)
    // The staging as it was (its time, and a code drawn before this one replaced it): the
    // donor is never left with no working code.
    await replaceStagingCode(
      payload,
      staged.id,
      { hash: next.hash },
      { hash: staged.code_hash, salt: staged.code_salt, expiresAt: staged.expires_at },
      now,
    )
    return refused(503, M.mailFailed)
  }
  payload.logger.info(
    `${LOG} code sent again for staged #${staged.id}: ${who(payload, ctx, email)}`,
  )
  return { kind: 'ok' }
}

/** The code mail again, from what the staging keeps: amount charged, covered fee, consents. */
async function mailCodeAgain(payload: Payload, id: number, code: string, now: Date) {
  const s = await payload.findByID({
    collection: 'staged-donations',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const lineCents = s.lines.map((l) => storedCents(l.amount))
  const covered = feeWasCovered(lineCents, storedCents(s.net))
  const lines = s.lines.map(
    (l): DonationLine => ({
      donation_purpose_id: typeof l.purpose === 'number' ? l.purpose : l.purpose.id,
      donation_amount: storedCents(l.amount) / 100,
      is_repeat: l.isRepeat ? '1' : '0',
      repeat_type: (l.repeatType ?? '') as DonationLine['repeat_type'],
      designation: l.designation,
    }),
  )
  const locale = s.mailLanguage ?? 'en'
  await sendCodeMail(payload, {
    to: s.email,
    firstName: s.firstName,
    code,
    totalCents: storedCents(s.total),
    currency: s.currency,
    cover: covered ? { giftCents: storedCents(s.net), feeCents: storedCents(s.fee) } : undefined,
    consents: await consentsOf(payload, lines, lineCents, covered, now, locale, s.currency),
    locale,
  })
}
