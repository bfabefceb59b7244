import 'server-only'
import type { Payload } from 'payload'
import { hashedKeyPart, rateLimit } from '@/lib/security/rate-limit.server'
import { DONATION_MESSAGES, HONEYPOT_FIELD, OTP_POLICY } from './constants'
import { poolOf } from './db.server'
import { feeCents, summarize, toCents, toDollars } from './fees'
import { paymentGateway } from './gateway/index.server'
import { sendCodeMail } from './mail.server'
import { generateCode, hashCode, newSalt } from './otp'
import { donationSchema, type DonationPayload } from './schema'

/** Per client address: 10 stagings per 10 minutes. */
export const STAGE_IP_LIMIT = { limit: 10, windowSeconds: 10 * 60 }
/** Per e-mail address: 5 stagings (5 codes sent) per hour. */
export const STAGE_EMAIL_LIMIT = { limit: 5, windowSeconds: 60 * 60 }

export type FieldIssue = { path: PropertyKey[]; message: string }

export type StageResult =
  /** Staged and the code e-mailed (or a bot filled the honeypot: answered alike, nothing done). */
  | { kind: 'staged'; id?: number }
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The card was refused (402) or the gateway / mail failed (502, 503). */
  | { kind: 'refused'; status: number; message: string }

export interface DonationContext {
  /** The client's address (`clientIp(req)`), for the rate limit and the log. */
  ip: string
  /** The clock (tests move it). */
  now?: Date
}

export const LOG = '[donation]'

/** Only what may be logged about a request: never the card, never the whole body. */
export const who = (payload: Payload, ctx: DonationContext, email?: string) =>
  `ip ${ctx.ip}${email ? ` email#${hashedKeyPart(payload, email)}` : ''}`

export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * POST stage-donation (spec 000 sections 4 and 7): rate limit by address,
 * honeypot, the shared schema, rate limit by e-mail, the references
 * (purposes, country/state/city), the card to the gateway for a token, the
 * staged donation (superseding the donor's older pending one) and the
 * 6-digit code by e-mail. Totals are computed here from the lines.
 */
export async function stageDonation(
  payload: Payload,
  body: unknown,
  ctx: DonationContext,
): Promise<StageResult> {
  const now = ctx.now ?? new Date()
  const byIp = await rateLimit(payload, { key: `donation-stage:ip:${ctx.ip}`, ...STAGE_IP_LIMIT })
  if (!byIp.allowed) {
    payload.logger.warn(`${LOG} staging refused (too many from this address): ${who(payload, ctx)}`)
    return { kind: 'limited', retryAfterSeconds: byIp.retryAfterSeconds }
  }
  if (honeypotFilled(body)) {
    payload.logger.warn(
      `${LOG} honeypot filled, answered as a success, nothing done: ${who(payload, ctx)}`,
    )
    return { kind: 'staged' }
  }

  const parsed = donationSchema(now).safeParse(body)
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues }
  const data = parsed.data

  const byEmail = await rateLimit(payload, {
    key: `donation-stage:email:${hashedKeyPart(payload, data.email)}`,
    ...STAGE_EMAIL_LIMIT,
  })
  if (!byEmail.allowed) {
    payload.logger.warn(
      `${LOG} staging refused (too many for this e-mail): ${who(payload, ctx, data.email)}`,
    )
    return { kind: 'limited', retryAfterSeconds: byEmail.retryAfterSeconds }
  }

  const referenceIssues = await checkReferences(payload, data)
  if (referenceIssues.length) return { kind: 'invalid', issues: referenceIssues }

  const card = await paymentGateway(payload).tokenize(
    {
      number: data.cc_number,
      expMonth: Number(data.cc_exp_month),
      expYear: Number(data.cc_exp_year),
      cvc: data.cc_cvc,
      name: data.cc_name,
    },
    now,
  )
  if (!card.ok) {
    payload.logger.warn(
      `${LOG} card refused at staging (${card.kind} ${card.code}): ${who(payload, ctx, data.email)}`,
    )
    return { kind: 'refused', status: card.kind === 'declined' ? 402 : 502, message: card.message }
  }

  const lineCents = data.donations.map((l) => toCents(l.donation_amount))
  const totals = summarize(lineCents)
  const code = generateCode()
  const salt = newSalt()
  const staged = await payload.create({
    collection: 'staged-donations',
    overrideAccess: true,
    data: {
      status: 'pending',
      expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMinutes * 60_000).toISOString(),
      attempts: 0,
      firstName: data.first_name,
      lastName: data.last_name,
      email: data.email,
      phone: data.phone,
      lines: data.donations.map((l, i) => ({
        purpose: l.donation_purpose_id,
        amount: toDollars(lineCents[i]!),
        fee: toDollars(feeCents(lineCents[i]!)),
        isRepeat: l.is_repeat === '1',
        repeatType: l.repeat_type || null,
      })),
      total: toDollars(totals.totalCents),
      fee: toDollars(totals.feeCents),
      net: toDollars(totals.netCents),
      card: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
      gatewayToken: card.token,
      codeHash: hashCode(payload.secret, salt, code),
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
  await poolOf(payload).query(
    `UPDATE staged_donations SET status = 'superseded', updated_at = now()
     WHERE email = $1 AND status = 'pending' AND id < $2`,
    [data.email, staged.id],
  )

  try {
    await sendCodeMail(payload, {
      to: data.email,
      firstName: data.first_name,
      code,
      totalCents: totals.totalCents,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `${LOG} the code e-mail failed: staged #${staged.id}`)
    await poolOf(payload).query(
      `UPDATE staged_donations SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [staged.id],
    )
    return {
      kind: 'refused',
      status: 503,
      message: 'We could not send the code to your email. Please try again.',
    }
  }
  payload.logger.info(
    `${LOG} staged #${staged.id} (${card.brand} ${card.last4}), code sent: ${who(payload, ctx, data.email)}`,
  )
  return { kind: 'staged', id: staged.id }
}

/** The ids of the payload exist and belong together: purposes offered for donations, the state in the country, the city in the state. */
async function checkReferences(payload: Payload, data: DonationPayload): Promise<FieldIssue[]> {
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
