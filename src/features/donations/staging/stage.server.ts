import 'server-only'
import type { Payload } from 'payload'
import { caughtByHoneypot, type SubmissionContext } from '@/lib/api/public-form.server'
import { invalid, limited, refused, type FieldIssue, type Submission } from '@/lib/api/submission'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { DONATION_MESSAGES, OTP_POLICY } from '../constants'
import { poolOf } from '../db.server'
import { expireStaging, supersedeOlderStagings } from './store.server'
import { lineFeeCents, summarize, toCents } from '../fees'
import { consentsOf } from './consent.server'
import { cardInputOf } from '../gateway/card'
import { gatewayFor } from '../gateway/for-currency.server'
import { donationRules } from '../currency-options.server'
import { currencyOf, CURRENCY_MESSAGES } from '../currency-rules'
import { sendCodeMail } from '../mail/mail.server'
import { whileDonorWaits } from '../donor-waits'
import { hashCode, newSalt, stagingCode } from './otp'
import type { DonationPayload } from '../schema'
import { donationSchemaFor } from '../schema-gateways'
import { placeOf } from './place.server'
import { linkKeys } from '@/lib/runtime-config'
import { env } from '@/lib/env'

/**
 * A gift paid on Paymob's checkout has no card at staging: these stand in the staging's card and
 * token (both required columns) until Paymob's callback says how it was paid (brand and last
 * four of a card; the method otherwise), which the donation record takes instead.
 */
const HOSTED_CARD = {
  ok: true,
  brand: 'paymob',
  last4: '0000',
  expMonth: 1,
  expYear: 2000,
  token: 'paymob:hosted-checkout',
} as const

/** Per client address: 10 stagings per 10 minutes. */
export const STAGE_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
/**
 * Per e-mail address and client address: 5 stagings per hour. Keyed by both, so that a stranger
 * typing someone's address cannot lock that person out (issue 47, M5; decision 0077).
 */
export const STAGE_EMAIL_LIMIT = { limit: 5, windowSeconds: 60 * 60 }
/** Per e-mail address, from every client address: 20 code mails per hour (a card accepted). */
export const STAGE_MAILS_LIMIT = { limit: 20, windowSeconds: 60 * 60 }

/**
 * Staged and the code e-mailed (the id; or a bot filled the honeypot: no id,
 * answered alike, nothing done); refused when the card was refused (402) or
 * the gateway / mail failed (502, 503).
 */
export type StageResult = Submission<{ id?: number }>

export type DonationContext = SubmissionContext

export const LOG = '[donation]'

/** Only what may be logged about a request: never the card, never the whole body. */
export const who = (payload: Payload, ctx: DonationContext, email?: string) =>
  `ip ${ctx.ip}${email ? ` email#${hashedKeyPart(payload, email)}` : ''}`

/**
 * POST stage-donation (spec 000 sections 4 and 7): rate limit by address,
 * honeypot, the shared schema, rate limit by e-mail, the references
 * (purposes, country/state/city), the card to the gateway for a token, the
 * staged donation (superseding the donor's older pending one) and the
 * 6-digit code by e-mail. Totals are computed here from the lines.
 */
export function stageDonation(
  payload: Payload,
  body: unknown,
  ctx: DonationContext,
): Promise<StageResult> {
  // Counted while the donor waits: receipts yield to it (donor-waits.ts).
  return whileDonorWaits(() => stageSteps(payload, body, ctx))
}

async function stageSteps(
  payload: Payload,
  body: unknown,
  ctx: DonationContext,
): Promise<StageResult> {
  const now = ctx.now ?? new Date()
  const byIp = await rateLimit(payload, { key: `donation-stage:ip:${ctx.ip}`, ...STAGE_IP_LIMIT })
  if (!byIp.allowed) {
    payload.logger.warn(`${LOG} staging refused (too many from this address): ${who(payload, ctx)}`)
    return limited(byIp.retryAfterSeconds)
  }
  if (caughtByHoneypot(payload, LOG, ctx.ip, body)) return { kind: 'ok' }

  // The currency's gateway (decision 0110); pounds while no gateway can take them: refused.
  const pay = await gatewayFor(payload, currencyOf(body))
  if (!pay.gateway) {
    return invalid([{ path: ['currency'], message: CURRENCY_MESSAGES.egpUnavailable }])
  }
  // Stripe mode takes a PaymentMethod id and refuses card fields (decision 0036). The EGP
  // limits and the Zakat purposes are the server's (decision 0110).
  const stripe = pay.step === 'card' && env().PAYMENT_GATEWAY === 'stripe'
  const hosted = pay.step === 'hosted'
  const [rules, place] = await Promise.all([donationRules(payload, body), placeOf(payload, body)])
  const parsed = donationSchemaFor(body, rules, { now, stripe, hosted, place }).safeParse(body)
  if (!parsed.success) return invalid(parsed.error.issues)
  const data = parsed.data

  const emailKey = hashedKeyPart(payload, data.email)
  const byEmail = await rateLimit(payload, {
    key: `donation-stage:email:${emailKey}:ip:${ctx.ip}`,
    ...STAGE_EMAIL_LIMIT,
  })
  if (!byEmail.allowed) {
    payload.logger.warn(
      `${LOG} staging refused (too many for this e-mail): ${who(payload, ctx, data.email)}`,
    )
    return limited(byEmail.retryAfterSeconds)
  }

  const referenceIssues = await checkReferences(payload, data)
  if (referenceIssues.length) return invalid(referenceIssues)

  // Paid on the gateway's own page after the code (decision 0107): no card here to check.
  // (Card fields are in the payload whenever the step is not hosted: the schema required them.)
  const card = hosted
    ? HOSTED_CARD
    : await pay.gateway.tokenize(
        cardInputOf(data as unknown as Parameters<typeof cardInputOf>[0]),
        now,
      )
  if (!card.ok) {
    payload.logger.warn(
      `${LOG} card refused at staging (${card.kind} ${card.code}): ${who(payload, ctx, data.email)}`,
    )
    return refused(card.kind === 'declined' ? 402 : 502, card.message)
  }
  // Counted only for a code that will be mailed: declined cards spend nothing of the inbox's cap.
  const mails = await rateLimit(payload, {
    key: `donation-stage:mails:${emailKey}`,
    ...STAGE_MAILS_LIMIT,
  })
  if (!mails.allowed) {
    payload.logger.warn(
      `${LOG} staging refused (too many codes mailed to this e-mail): ${who(payload, ctx, data.email)}`,
    )
    return limited(mails.retryAfterSeconds)
  }

  const lineCents = data.donations.map((l) => toCents(l.donation_amount))
  // The donor's choice to cover the fee adds it on top (decision 0102): the staging keeps what
  // will be charged as its total, and fee + net = total either way.
  const cover = data.cover_fee
  const totals = summarize(lineCents, cover)
  const salt = newSalt()
  const code = stagingCode(linkKeys(), salt)
  const staged = await payload.create({
    collection: 'staged-donations',
    overrideAccess: true,
    // Only the id is used: Payload's default depth (2) read back the purposes, places and their
    // relations, a dozen queries per donor (issue 49, docs/benchmarks.md "Donation under load").
    depth: 0,
    data: {
      status: 'pending',
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMinutes * 60_000).toISOString(),
      attempts: 0,
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email,
      phone: data.phone,
      mailLanguage: ctx.locale ?? 'en',
      currency: data.currency,
      lines: data.donations.map((l, i) => ({
        purpose: l.donation_purpose_id,
        amount: lineCents[i]!,
        fee: lineFeeCents(lineCents[i]!, cover),
        isRepeat: l.is_repeat === '1',
        repeatType: l.repeat_type || null,
        designation: l.designation,
      })),
      total: totals.chargedCents,
      fee: totals.feeCents,
      net: totals.netCents,
      card: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
      gatewayToken: card.token,
      codeHash: hashCode(linkKeys(), salt, code),
      codeSalt: salt,
      address: {
        street: data.street,
        country: data.country,
        state: data.state,
        city: data.city,
        zipCode: data.zip_code,
        latitude: data.latitude,
        longitude: data.longitude,
      },
    },
  })
  // The newest staging of an address wins: older pending ones can no longer be confirmed.
  await supersedeOlderStagings(payload, data.email, staged.id)

  try {
    await sendCodeMail(payload, {
      to: data.email,
      firstName: data.first_name,
      code,
      totalCents: totals.chargedCents,
      cover: cover ? { giftCents: totals.totalCents, feeCents: totals.feeCents } : undefined,
      consents: await consentsOf(
        payload,
        data.donations,
        lineCents,
        cover,
        now,
        ctx.locale ?? 'en',
        data.currency,
      ),
      currency: data.currency,
      locale: ctx.locale,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the code e-mail failed: staged #${staged.id}`)
    await expireStaging(payload, staged.id)
    return refused(503, 'We could not send the code to your email. Please try again.')
  }
  payload.logger.info(
    `${LOG} staged #${staged.id} (${card.brand} ${card.last4}), code sent: ${who(payload, ctx, data.email)}`,
  )
  return { kind: 'ok', id: staged.id }
}

/** The ids of the payload exist and belong together: purposes offered for donations, the state in the country, the city in the state. */
async function checkReferences(
  payload: Payload,
  data: Pick<DonationPayload, 'donations' | 'country' | 'state' | 'city'>,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = []
  const pool = poolOf(payload)
  const purposeIds = [...new Set(data.donations.map((l) => l.donation_purpose_id))]
  const { rows: purposes } = await pool.query<{ id: number }>(
    `SELECT p.id FROM purposes p JOIN purposes_kinds k ON k.parent_id = p.id
     WHERE p.id = ANY($1::int[]) AND k.value = 'donation'`,
    [purposeIds],
  )
  const offered = new Set(purposes.map((r) => Number(r.id)))
  data.donations.forEach((l, i) => {
    if (!offered.has(l.donation_purpose_id)) {
      issues.push({
        path: ['donations', i, 'donation_purpose_id'],
        message: DONATION_MESSAGES.purposeUnknown,
      })
    }
  })
  const { rows } = await pool.query<{ country: boolean; state: boolean; city: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM countries WHERE id = $1) AS country,
            EXISTS (SELECT 1 FROM states WHERE id = $2 AND country_id = $1) AS state,
            EXISTS (SELECT 1 FROM cities WHERE id = $3 AND state_id = $2) AS city`,
    [data.country, data.state, data.city],
  )
  const found = rows[0]!
  if (!found.country) issues.push({ path: ['country'], message: DONATION_MESSAGES.countryRequired })
  else if (!found.state) issues.push({ path: ['state'], message: DONATION_MESSAGES.stateMismatch })
  else if (!found.city) issues.push({ path: ['city'], message: DONATION_MESSAGES.cityMismatch })
  return issues
}
