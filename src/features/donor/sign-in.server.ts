import 'server-only'
import type { Payload } from 'payload'
import type { SubmissionContext } from '@/lib/api/public-form.server'
import { overLimit } from '@/lib/api/public-form.server'
import { invalid, refused, type Submission } from '@/lib/api/submission'
import { poolOf } from '@/lib/db/pool.server'
import { linkKeys } from '@/lib/runtime-config'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { takeCodeTry } from '@/features/donations/staging/code-tries.server'
import type { SigningKeys } from '@/lib/security/keys'
import { sameToken, sign } from '@/lib/security/signing'
import { OTP_POLICY } from '@/features/donations/constants'
import { generateCode, newSalt } from '@/features/donations/staging/otp'
import { sendSignInCodeMail } from './mail.server'
import { signInSchema, verifySchema } from './schema'
import { createSession } from './session.server'
import { DONOR_TEXTS } from './texts'

/**
 * Signing in to /donor with an e-mailed one-time code (issue 20), the donation code's mechanism:
 * 6 digits from the CSPRNG, kept as an HMAC with a salt of its own (under its own label, so a
 * donation code's hash is never a sign-in code's), 10 minutes, 5 wrong tries per client address
 * (15 in all), rate limits per
 * client address and per e-mail address.
 *
 * Every well-formed address gets a code, whether or not it has ever given: the request does the
 * same work and sends the same mail either way, so neither the answer nor its timing tells
 * anyone whether an address belongs to a donor. An address that never gave sees an empty history.
 */
export const LOG = '[donor]'
export const SIGN_IN_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
/**
 * Per e-mail address and client address (issue 47, M5: a stranger cannot lock the donor out).
 * No count per e-mail address from every client address: 20 requests from 4 addresses used up
 * such a count and locked the donor out for the hour (issue 64). One address may have 5 codes an
 * hour mailed to one inbox (and 10 requests in 10 minutes in all), like the stagings' limits.
 */
export const SIGN_IN_EMAIL_LIMIT = { limit: 5, windowSeconds: 60 * 60 }
export const VERIFY_IP_LIMIT = { limit: 30, windowSeconds: 10 * 60 }
export const VERIFY_EMAIL_LIMIT = { limit: 20, windowSeconds: 10 * 60 }

const T = DONOR_TEXTS.en

export const hashSignInCode = (keys: SigningKeys, salt: string, code: string) =>
  sign(keys, 'donor-sign-in-otp', `${salt}|${code}`)

const emailKey = (payload: Payload, email: string) => hashedKeyPart(payload, email)

/** POST /api/donor/sign-in {email}: the neutral answer, and a code by e-mail. */
export async function requestSignInCode(
  payload: Payload,
  body: unknown,
  ctx: SubmissionContext,
): Promise<Submission<{ message: string }>> {
  const now = ctx.now ?? new Date()
  const byIp = await overLimit(payload, `donor-sign-in:ip:${ctx.ip}`, SIGN_IN_IP_LIMIT)
  if (byIp) return byIp
  const parsed = signInSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const { email } = parsed.data
  const key = emailKey(payload, email)
  const byEmail = await overLimit(
    payload,
    `donor-sign-in:email:${key}:ip:${ctx.ip}`,
    SIGN_IN_EMAIL_LIMIT,
  )
  if (byEmail) return byEmail

  const code = generateCode()
  const salt = newSalt()
  const pool = poolOf(payload)
  // The newest code of an address wins: older ones can no longer sign in.
  await pool.query(
    `UPDATE donor_sign_in_codes SET status = 'superseded', updated_at = now()
     WHERE email = $1 AND status = 'pending'`,
    [email],
  )
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO donor_sign_in_codes (email, code_hash, code_salt, expires_at, attempts, status,
                                      updated_at, created_at)
     VALUES ($1, $2, $3, $4, 0, 'pending', now(), now()) RETURNING id`,
    [
      email,
      hashSignInCode(linkKeys(), salt, code),
      salt,
      new Date(now.getTime() + OTP_POLICY.ttlMinutes * 60_000),
    ],
  )
  try {
    await sendSignInCodeMail(payload, { to: email, code, lang: ctx.locale === 'ar' ? 'ar' : 'en' })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the sign-in code e-mail failed: #${rows[0]!.id}`)
    await pool.query(`UPDATE donor_sign_in_codes SET status = 'superseded' WHERE id = $1`, [
      rows[0]!.id,
    ])
    return refused(503, 'We could not send the code to your email. Please try again.')
  }
  payload.logger.info(`${LOG} sign-in code #${rows[0]!.id} sent: ip ${ctx.ip} email#${key}`)
  // The notice under the code field, in the language of the page that asked.
  return { kind: 'ok', message: DONOR_TEXTS[ctx.locale === 'ar' ? 'ar' : 'en'].codeSent }
}

interface CodeRow {
  id: number
  code_hash: string
  code_salt: string
  expires_at: Date
}

const NO_SALT = 'no-code'
const NO_HASH = '0'.repeat(43)

/** POST /api/donor/sign-in/verify {email, code}: a new session's token, or why not. */
export async function verifySignInCode(
  payload: Payload,
  body: unknown,
  ctx: SubmissionContext,
): Promise<Submission<{ email: string; token: string; expiresAt: Date }>> {
  const now = ctx.now ?? new Date()
  const byIp = await overLimit(payload, `donor-verify:ip:${ctx.ip}`, VERIFY_IP_LIMIT)
  if (byIp) return byIp
  const parsed = verifySchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const { email, code } = parsed.data
  const key = emailKey(payload, email)
  const byEmail = await overLimit(
    payload,
    `donor-verify:email:${key}:ip:${ctx.ip}`,
    VERIFY_EMAIL_LIMIT,
  )
  if (byEmail) return byEmail

  const pool = poolOf(payload)
  const { rows } = await pool.query<CodeRow>(
    `SELECT id, code_hash, code_salt, expires_at FROM donor_sign_in_codes
     WHERE email = $1 AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    [email],
  )
  const row = rows[0]
  // Wrong tries are counted per code (or per address without one) and client address: 5 from
  // anywhere ended the donor's code (issue 64). All addresses together end it at
  // OTP_POLICY.maxWrongAttemptsTotal, as a staging's (a new code is then one request away).
  const codeId = row ? `c${row.id}` : `e${key}`
  // A try is taken before the check, atomically: guesses sent at the same moment are checked
  // at most OTP_POLICY.maxWrongAttempts times per address (issue 47, M6) and
  // maxWrongAttemptsTotal in all.
  const { allowed, hits } = await takeCodeTry(payload, `donor-verify:wrong:${codeId}:ip:${ctx.ip}`)
  if (!allowed) return refused(422, T.tooManyWrongCodes)
  const total = await rateLimit(payload, {
    key: `donor-verify:tries:${codeId}`,
    limit: OTP_POLICY.maxWrongAttemptsTotal,
    windowSeconds: OTP_POLICY.ttlMinutes * 60,
  })
  if (!total.allowed) return refused(422, T.tooManyWrongCodes)
  const expected = row ? row.code_hash : NO_HASH
  const right = sameToken(expected, hashSignInCode(linkKeys(), row?.code_salt ?? NO_SALT, code))
  if (!row || !right) {
    if (row) {
      await pool.query(
        `UPDATE donor_sign_in_codes SET attempts = attempts + 1,
           status = CASE WHEN attempts + 1 >= $2 THEN 'invalidated' ELSE status END,
           updated_at = now()
         WHERE id = $1 AND status = 'pending'`,
        [row.id, OTP_POLICY.maxWrongAttemptsTotal],
      )
    }
    payload.logger.warn(`${LOG} wrong sign-in code (${hits}): ip ${ctx.ip} email#${key}`)
    return refused(422, hits >= OTP_POLICY.maxWrongAttempts ? T.tooManyWrongCodes : T.wrongCode)
  }
  if (row.expires_at.getTime() <= now.getTime()) return refused(422, T.expired)
  // The code works once: two requests with it at the same moment make one session.
  const claimed = await pool.query(
    `UPDATE donor_sign_in_codes SET status = 'used', updated_at = now()
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [row.id],
  )
  if (!claimed.rowCount) return refused(422, T.expired)
  const session = await createSession(payload, email, now)
  payload.logger.info(`${LOG} signed in: ip ${ctx.ip} email#${key}`)
  return { kind: 'ok', email, ...session }
}
