import 'server-only'
import type { Payload } from 'payload'
import { refused, type Submission } from '@/lib/api/submission'
import { mailHtml, mailText } from '@/lib/mail/layout'
import { sendReliably, type QueuedMail } from '@/lib/mail/queue.server'
import { signatureFor } from '../mail/signature.server'
import { ORGANISATION } from '../constants'
import { storedCents } from '../fees'
import { arabicRefundMail, money } from '../mail/mail-texts'
import { refundDelay, refundedTo } from '../mail/refund-method-texts'
import { poolOf } from '../db.server'
import { paymentGateway } from '../gateway/index.server'
import { PaymobGateway } from '../paymob/gateway.server'
import { LOG } from '../staging/stage.server'
import { recordAction } from '@/features/donations/staff/donor-actions.server'
import { isCurrency, type Currency } from '@/lib/money/currency'
import { refundAmountSchema } from './refund-schema'
import { REFUND_MESSAGES } from './refund-texts'
import type { StaffLang } from './staff-money'

/**
 * The currency of the gift a refund request names (USD when there is no such gift: the refund
 * then answers 404), so that the request's amount is read and refused in that currency.
 */
export async function giftCurrency(payload: Payload, body: unknown): Promise<Currency> {
  const id = Number((body as { donationId?: unknown } | null)?.donationId)
  if (!Number.isSafeInteger(id) || id <= 0) return 'USD'
  const { rows } = await poolOf(payload).query<{ currency: string | null }>(
    'SELECT currency FROM donations WHERE id = $1',
    [id],
  )
  return isCurrency(rows[0]?.currency) ? rows[0].currency : 'USD'
}

/** The first key of the advisory locks that keep one refund per donation at a time. */
const REFUND_LOCK = 0x7265_6601
/** Longer than the gateway's own timeout, so a refund in flight ends before the next gives up. */
const REFUND_LOCK_WAIT_MS = 45_000
/** PostgreSQL's lock_not_available: the lock timeout passed. */
const LOCK_NOT_AVAILABLE = '55P03'

/**
 * A treasurer refunds a donation, whole or part (issue 19 item 5). `requestId` is the refund
 * form's own id (made when it opens): the gateway's key is the donation and it, so a retried or
 * doubled request refunds once, and a repeat the gateway answers as replayed changes nothing
 * here and mails nobody. The amount refunded so far is set only if it did not change meanwhile
 * (compare and set; in Stripe mode the charge.refunded webhook sets it from Stripe's own total
 * as well), and the donor is mailed through the outbox (decision 0030).
 */
export async function refundDonation(
  payload: Payload,
  donationId: number,
  amountCents: number,
  requestId: string,
  /** Who refunds (the staff member's e-mail), for the donor-actions record. */
  actor = 'system',
  /** The language of the refusals: the staff member's back office (decision 0119). */
  lang: StaffLang = 'en',
): Promise<Submission<{ refundedCents: number; fully: boolean }>> {
  // Two different refunds of one gift at once would each pass the "left to refund" check and
  // each be refunded by the gateway, while only one could be recorded (compare and set). One
  // refund per donation at a time, across instances: a transaction-scoped advisory lock on its
  // own connection (freed at the end, or with the connection if this process dies). The second
  // waits, then sees what the first refunded: a double click is answered as replayed, a second
  // refund is checked against what is left after the first.
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL lock_timeout = '${REFUND_LOCK_WAIT_MS}ms'`)
    try {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [REFUND_LOCK, donationId])
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) {
        return refused(409, REFUND_MESSAGES[lang].busy)
      }
      throw error
    }
    return await refundLocked(payload, donationId, amountCents, requestId, actor, lang)
  } finally {
    await client.query('ROLLBACK').catch(() => undefined)
    client.release()
  }
}

async function refundLocked(
  payload: Payload,
  donationId: number,
  amountCents: number,
  requestId: string,
  actor: string,
  lang: StaffLang,
): Promise<Submission<{ refundedCents: number; fully: boolean }>> {
  const M = REFUND_MESSAGES[lang]
  const pool = poolOf(payload)
  const { rows } = await pool.query<{
    total: string
    refunded: string | null
    charge_id: string
    email: string
    donor_name: string
    mail_language: string | null
    gateway: string
    currency: string | null
    card_brand: string
    card_last4: string
  }>(
    `SELECT total, refunded, charge_id, email, donor_name, mail_language, gateway, currency,
            card_brand, card_last4 FROM donations WHERE id = $1`,
    [donationId],
  )
  const d = rows[0]
  if (!d) return refused(404, M.notFound)
  // The gift's own currency (decision 0113): its limits, its messages and its mail are in it.
  const currency: Currency = isCurrency(d.currency) ? d.currency : 'USD'
  const before = storedCents(d.refunded)
  const left = storedCents(d.total) - before
  if (
    !Number.isSafeInteger(amountCents) ||
    !refundAmountSchema(left, currency).safeParse(amountCents / 100).success
  ) {
    return refused(422, M.amount(left, currency))
  }
  // Cash paid at an outlet cannot go back through Paymob (decision 0128): said before asking it.
  if (d.card_brand === 'kiosk') return refused(422, M.kiosk)
  // A gift paid through Paymob is given back through Paymob (a void or a refund, decision 0107).
  const gateway = d.gateway === 'paymob' ? new PaymobGateway(payload) : paymentGateway(payload)
  const result = await gateway.refund({
    chargeId: d.charge_id,
    amountCents,
    idempotencyKey: `refund:donation-${donationId}:${requestId}`,
  })
  if (!result.ok) {
    payload.logger.warn(
      `${LOG} refund of donation #${donationId} failed (${result.kind} ${result.code})`,
    )
    return refused(502, M.gateway(result.message))
  }
  const fully = (cents: number) => cents === storedCents(d.total)
  if (result.replayed) return { kind: 'ok', refundedCents: before, fully: fully(before) }
  const after = before + amountCents
  const inCurrency = (cents: number) => money(cents, 'en', currency)
  const notice = await refundNotice(payload, d, currency, {
    amountCents,
    after,
    whole: fully(after),
  })
  // The refund recorded and its notice queued in one transaction (decision 0131): a crash after
  // it still sends the notice; one before it left neither.
  const recorded = await sendReliably(payload, notice, {
    sql: `UPDATE donations SET refunded = $2::numeric,
            status = CASE WHEN $3 AND status = 'paid' THEN 'refunded'::enum_donations_status ELSE status END,
            updated_at = now()
          WHERE id = $1 AND COALESCE(refunded, 0) IN ($4::numeric, $2::numeric)`,
    params: [donationId, after, fully(after), before],
  })
  // The gateway's own notice of this refund may have set the same total first (Paymob's
  // callback can come before its API's answer): that is this refund, not another.
  if (!recorded) {
    // Another request (the same one doubled) recorded it first; the gateway refunded once.
    return refused(409, M.changed)
  }
  payload.logger.info(`${LOG} donation #${donationId}: ${inCurrency(amountCents)} refunded`)
  await recordAction(payload, {
    email: d.email,
    actor,
    action: 'refunded',
    detail: `D-${donationId} ${inCurrency(amountCents)}${fully(after) ? ' (whole gift)' : ` (${inCurrency(after)} of ${inCurrency(storedCents(d.total))})`}`,
  })
  return { kind: 'ok', refundedCents: after, fully: fully(after) }
}

/** The donor's notice of a refund, in the gift's mail language. */
async function refundNotice(
  payload: Payload,
  d: {
    email: string
    donor_name: string
    mail_language: string | null
    total: string
    card_brand: string
    card_last4: string
  },
  currency: Currency,
  r: { amountCents: number; after: number; whole: boolean },
): Promise<QueuedMail> {
  const inCurrency = (cents: number) => money(cents, 'en', currency)
  if (d.mail_language === 'ar') {
    const { subject, paragraphs } = arabicRefundMail({
      donorName: d.donor_name,
      amountCents: r.amountCents,
      totalCents: storedCents(d.total),
      refundedCents: r.after,
      whole: r.whole,
      currency,
      paidWith: d.card_brand,
      last4: d.card_last4,
      signature: await signatureFor(payload, currency, 'ar'),
    })
    return { to: d.email, subject, text: mailText(paragraphs), html: mailHtml('ar', paragraphs) }
  }
  return {
    to: d.email,
    subject: `Your donation to the ${ORGANISATION.name} was refunded`,
    text: [
      `Dear ${d.donor_name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()},`,
      `We have refunded ${inCurrency(r.amountCents)} of your donation of ${inCurrency(storedCents(d.total))} to ${refundedTo(d.card_brand, d.card_last4, 'en')}${r.whole ? '' : ` (${inCurrency(r.after)} refunded in all)`}. ${refundDelay(d.card_brand, 'en')}`,
      `${ORGANISATION.name}`,
    ].join('\n\n'),
  }
}
