import 'server-only'
import type { Payload } from 'payload'
import { overLimit, type SubmissionContext } from '@/lib/api/public-form.server'
import { invalid, refused, type Submission } from '@/lib/api/submission'
import { poolOf } from '@/lib/db/pool.server'
import { env } from '@/lib/env'
import { linkKeys } from '@/lib/runtime-config'
import { hashedKeyPart } from '@/lib/security/rate-limit.server'
import { takeCodeTry } from '@/features/donations/staging/code-tries.server'
import type { SigningKeys } from '@/lib/security/keys'
import { sameToken, sign } from '@/lib/security/signing'
import { OTP_POLICY } from '@/features/donations/constants'
import { cardInputOf, cardLabel } from '@/features/donations/gateway/card'
import { generateCode, newSalt } from '@/features/donations/staging/otp'
import { paymentGateway } from '@/features/donations/gateway/index.server'
import { recordAction } from '@/features/donations/staff/donor-actions.server'
import { sendCardCodeMail, sendPlanChangeMail } from './mail.server'
import type { DonorPlan } from './plans.server'
import {
  livePlan,
  planOfRow,
  PLAN_COLUMNS,
  type LivePlan,
  type PlanColumns,
} from './card-change-plan.server'
import {
  cardChangeSchema,
  cardCodeSchema,
  stripeCardChangeSchema,
} from '@/features/donations/recurring/card-change-schema'
import { LOG } from './sign-in.server'
import { DONOR_TEXTS, type DonorLang } from './texts'

/**
 * A new card for a recurring plan from /donor (issue 20 item 4), through the gift's own coded,
 * tokenised flow: the card goes to the gateway for a token (never kept, never logged), a 6-digit
 * code is e-mailed, and only the right code puts the token on the plan (5 wrong tries, 10
 * minutes, rate limits per client and per address). Stripe sets the card up on the plan's
 * Customer at that moment, and may ask the donor to authenticate first (then the same code is
 * sent again and the set-up intent is found done). The change is mailed and recorded.
 */
export const CARD_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
export const CARD_EMAIL_LIMIT = { limit: 5, windowSeconds: 60 * 60 }
export const CARD_VERIFY_IP_LIMIT = { limit: 30, windowSeconds: 10 * 60 }

export const hashCardCode = (keys: SigningKeys, salt: string, code: string) =>
  sign(keys, 'donor-card-change-otp', `${salt}|${code}`)

type Ctx = SubmissionContext
const langOf = (ctx: Ctx): DonorLang => (ctx.locale === 'ar' ? 'ar' : 'en')

/** POST /api/donor/plans/{id}/card: the new card to a token, and a code by e-mail. */
export async function requestCardChange(
  payload: Payload,
  email: string,
  planParam: unknown,
  body: unknown,
  ctx: Ctx,
): Promise<Submission<{ message: string }>> {
  const now = ctx.now ?? new Date()
  const lang = langOf(ctx)
  const t = DONOR_TEXTS[lang]
  const key = hashedKeyPart(payload, email)
  const limitedNow =
    (await overLimit(payload, `donor-card:ip:${ctx.ip}`, CARD_IP_LIMIT)) ??
    (await overLimit(payload, `donor-card:email:${key}`, CARD_EMAIL_LIMIT))
  if (limitedNow) return limitedNow
  const plan = await livePlan(payload, email, planParam, lang)
  if ('kind' in plan) return plan
  const stripeMode = env().PAYMENT_GATEWAY === 'stripe'
  const parsed = (stripeMode ? stripeCardChangeSchema(now) : cardChangeSchema(now)).safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const data = parsed.data
  const card = await paymentGateway(payload).tokenize(cardInputOf(data), now)
  if (!card.ok) {
    payload.logger.warn(`${LOG} new card refused (${card.kind} ${card.code}): plan #${plan.id}`)
    // The gateway's English sentence, as the donation's staging answers it: the page shows it
    // in its own language (the catalogue's donation.gateway group).
    return refused(card.kind === 'declined' ? 402 : 502, card.message)
  }

  const code = generateCode()
  const salt = newSalt()
  const pool = poolOf(payload)
  // The newest card asked for a plan wins; tokens of older requests are forgotten.
  await pool.query(
    `UPDATE donor_card_changes SET status = 'superseded', gateway_token = NULL, updated_at = now()
     WHERE plan_id = $1 AND status = 'pending'`,
    [plan.id],
  )
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO donor_card_changes (email, plan_id, gateway_token, brand, last4, exp_month,
       exp_year, code_hash, code_salt, expires_at, attempts, status, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 'pending', now(), now()) RETURNING id`,
    [
      email,
      plan.id,
      card.token,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      hashCardCode(linkKeys(), salt, code),
      salt,
      new Date(now.getTime() + OTP_POLICY.ttlMinutes * 60_000),
    ],
  )
  const changeId = rows[0]!.id
  try {
    await sendCardCodeMail(payload, {
      to: email,
      code,
      card: cardLabel(card.brand, card.last4, lang),
      purpose: (lang === 'ar' && plan.purposeAr) || plan.purpose,
      lang,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the card code e-mail failed: #${changeId}`)
    await forget(payload, changeId, 'superseded')
    return refused(503, t.mailFailed)
  }
  payload.logger.info(`${LOG} card change #${changeId} for plan #${plan.id}: code sent`)
  return { kind: 'ok', message: t.cardCodeSent }
}

/** A pending request for a new card: its code's hash, its card's token and label. */
type ChangeRow = { id: number; expires_at: Date } & Record<
  'code_hash' | 'code_salt' | 'gateway_token' | 'brand' | 'last4',
  string
>

export type CardVerifyResult = Submission<
  { message: string; plan: DonorPlan } | { clientSecret: string }
>

/** POST /api/donor/plans/{id}/card/verify {code}: the new card on the plan, or why not. */
export async function verifyCardChange(
  payload: Payload,
  email: string,
  planParam: unknown,
  body: unknown,
  ctx: Ctx,
): Promise<CardVerifyResult> {
  const now = ctx.now ?? new Date()
  const lang = langOf(ctx)
  const t = DONOR_TEXTS[lang]
  const byIp = await overLimit(payload, `donor-card-verify:ip:${ctx.ip}`, CARD_VERIFY_IP_LIMIT)
  if (byIp) return byIp
  const plan = await livePlan(payload, email, planParam, lang)
  if ('kind' in plan) return plan
  const parsed = cardCodeSchema.safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)

  const { rows } = await poolOf(payload).query<ChangeRow>(
    `SELECT id, code_hash, code_salt, expires_at, gateway_token, brand, last4
       FROM donor_card_changes
      WHERE plan_id = $1 AND email = $2 AND status = 'pending'
      ORDER BY id DESC LIMIT 1`,
    [plan.id, email],
  )
  const row = rows[0]
  if (!row) return refused(422, t.cardCodeExpired)
  // Wrong tries count per request for a card, from every client address.
  const wrongKey = `donor-card-verify:wrong:c${row.id}`
  // A try is taken before the check, atomically (issue 47, M6).
  const { allowed, hits } = await takeCodeTry(payload, wrongKey)
  if (!allowed) return refused(422, t.cardTooManyWrongCodes)
  if (!sameToken(row.code_hash, hashCardCode(linkKeys(), row.code_salt, parsed.data.code))) {
    if (hits >= OTP_POLICY.maxWrongAttempts) await forget(payload, row.id, 'invalidated')
    payload.logger.warn(`${LOG} wrong card code (${hits}) for change #${row.id}: ip ${ctx.ip}`)
    return refused(422, hits >= OTP_POLICY.maxWrongAttempts ? t.cardTooManyWrongCodes : t.wrongCode)
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    await forget(payload, row.id, 'superseded')
    return refused(422, t.cardCodeExpired)
  }
  return applyCard(payload, email, plan, row, lang)
}

/** The right code: Stripe (or the sandbox) keeps the card; then the plan takes it, once. */
async function applyCard(
  payload: Payload,
  email: string,
  plan: LivePlan,
  row: ChangeRow,
  lang: DonorLang,
): Promise<CardVerifyResult> {
  const saved = await paymentGateway(payload).saveCard({
    token: row.gateway_token,
    replacing: plan.gatewayToken,
    customer: { email, name: plan.donorName },
    idempotencyKey: `donor-card-change:${row.id}`,
  })
  if (!saved.ok) {
    payload.logger.warn(`${LOG} card change #${row.id} not saved (${saved.kind} ${saved.code})`)
    // The donor authenticates in the page, then sends the same code again.
    if (saved.kind === 'action_required' && saved.clientSecret) {
      return { kind: 'ok', clientSecret: saved.clientSecret }
    }
    if (saved.kind !== 'error') await forget(payload, row.id, 'superseded')
    return refused(saved.kind === 'error' ? 502 : 402, saved.message)
  }
  // The change is used once, and only on a plan that is still not cancelled: one statement.
  // A new card starts its tries afresh (the charge's idempotency key counts the recorded tries,
  // not this counter: donations/recurring/charge-plan.server.ts). The plan as it is now comes back from it.
  const updated = await poolOf(payload).query<PlanColumns>(
    `WITH used AS (
       UPDATE donor_card_changes SET status = 'used', gateway_token = NULL, updated_at = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING plan_id, brand, last4, exp_month, exp_year)
     UPDATE recurring_plans p
        SET gateway_token = $2, card_brand = used.brand, card_last4 = used.last4,
            card_exp_month = used.exp_month, card_exp_year = used.exp_year,
            failed_attempts = 0, last_error = NULL, updated_at = now()
       FROM used
      WHERE p.id = used.plan_id AND p.status <> 'cancelled'
      RETURNING ${PLAN_COLUMNS}`,
    [row.id, saved.token],
  )
  const after = updated.rows[0]
  if (!after) return refused(422, DONOR_TEXTS[lang].cardCodeExpired)

  const what = (l: DonorLang) =>
    DONOR_TEXTS[l].changed.card(
      cardLabel(row.brand, row.last4, l),
      cardLabel(plan.brand, plan.last4, l),
    )
  await recordAction(payload, {
    email,
    actor: 'donor',
    action: 'plan card',
    detail: `#${plan.id} ${what('en')}`,
    plan: plan.id,
  })
  await sendPlanChangeMail(payload, {
    to: email,
    donorName: plan.donorName,
    purpose: (lang === 'ar' && plan.purposeAr) || plan.purpose,
    what: what(lang),
    amountCents: plan.amountCents,
    currency: plan.currency,
    repeatType: plan.repeatType,
    lang,
  })
  payload.logger.info(
    `${LOG} card change #${row.id}: plan #${plan.id} now ${row.brand} ${row.last4}`,
  )
  const fresh = planOfRow(after, { purpose: plan.purpose, purposeAr: plan.purposeAr })
  return { kind: 'ok', message: DONOR_TEXTS[lang].cardReplaced, plan: fresh }
}

/** A request for a card that can no longer be confirmed: its token is forgotten. */
async function forget(payload: Payload, id: number, status: 'superseded' | 'invalidated') {
  await poolOf(payload).query(
    `UPDATE donor_card_changes SET status = $2, gateway_token = NULL, updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, status],
  )
}
