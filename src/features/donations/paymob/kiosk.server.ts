import 'server-only'
import type { Payload } from 'payload'
import { localisedPath, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/env'
import { intlLocale } from '@/i18n/format'
import { mailHtml, mailText } from '@/lib/mail/layout'
import { sendReliably, type OwedMail } from '@/lib/mail/queue.server'
import { poolOf } from '../db.server'
import { LOG, paymobConfig } from './config.server'
import { kioskExpiredMail, kioskReferenceMail, type MailWords } from './texts'

/**
 * Kiosk (Aman / Fawry) payments (decision 0107): Paymob's pending transaction carries the
 * reference the donor pays with in cash; it is mailed (and shown on the return page), the gift
 * stays unrecorded, and the receipt goes only with the paid callback. Unpaid after
 * PAYMOB_KIOSK_HOURS, the job below ends it and tells the donor.
 */
interface Donor {
  email: string
  donorName: string
  locale: Locale
  amountCents: number
  /** A pledge period's payment (decision 0122), not a staged gift's. */
  pledge: boolean
}

async function donorOf(payload: Payload, paymentId: number): Promise<Donor> {
  const { rows } = await poolOf(payload).query<{
    email: string
    first_name: string
    last_name: string
    mail_language: string | null
    amount: string
    pledge: boolean
  }>(
    // A staged gift's donor, or a pledge period's (decision 0122): the plan's.
    `SELECT COALESCE(s.email, r.email) AS email, COALESCE(s.first_name, r.donor_name) AS first_name,
            COALESCE(s.last_name, '') AS last_name,
            COALESCE(s.mail_language::text, r.mail_language::text) AS mail_language, p.amount,
            p.plan_id IS NOT NULL AS pledge
       FROM paymob_payments p
       LEFT JOIN staged_donations s ON s.id = p.staged_donation_id
       LEFT JOIN recurring_plans r ON r.id = p.plan_id
      WHERE p.id = $1`,
    [paymentId],
  )
  const r = rows[0]!
  return {
    email: r.email,
    donorName: `${r.first_name} ${r.last_name}`.trim(),
    locale: r.mail_language === 'ar' ? 'ar' : 'en',
    amountCents: Number(r.amount),
    pledge: r.pledge,
  }
}

async function mail(payload: Payload, to: Donor, words: MailWords, owed?: OwedMail) {
  return sendReliably(
    payload,
    {
      to: to.email,
      subject: words.subject,
      text: mailText(words.paragraphs),
      html: mailHtml(to.locale, words.paragraphs, words.links),
    },
    owed,
  )
}

export const untilText = (d: Date, locale: Locale) =>
  d.toLocaleString(intlLocale(locale), {
    timeZone: 'Africa/Cairo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/**
 * The pending kiosk transaction: its reference kept with an expiry, and mailed once. The update
 * that keeps the reference is the mail's `owed` statement (decision 0131), so the reference is
 * recorded and its mail queued in one transaction: a crash leaves both or neither (then the
 * callback's key is taken again, callback.server.ts), and a replay changes no row and queues
 * nothing.
 */
export async function kioskPending(
  payload: Payload,
  paymentId: number,
  transactionId: string,
  reference: string,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + paymobConfig().kioskHours * 3_600_000)
  const donor = await donorOf(payload, paymentId)
  const until = untilText(expiresAt, donor.locale)
  const words = kioskReferenceMail({ ...donor, reference, until }, donor.locale)
  const recorded = await mail(payload, donor, words, {
    sql: `UPDATE paymob_payments SET status = 'pending', method = 'kiosk', transaction_id = $2,
            bill_reference = $3, expires_at = $4, updated_at = now()
          WHERE id = $1 AND status IN ('awaiting', 'declined')`,
    params: [paymentId, transactionId, reference, expiresAt],
  })
  if (!recorded) return 'kiosk reference already known'
  return `kiosk reference ${reference} mailed, payable until ${expiresAt.toISOString()}`
}

/**
 * Ends the kiosk references unpaid past their expiry and mails each donor; how many. Each one is
 * ended by its notice's `owed` statement (decision 0131): ended and told in one transaction, so a
 * crash leaves it pending for the next run, and two runs at once tell the donor once.
 */
export async function expireKioskPayments(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  const { rows } = await poolOf(payload).query<{ id: number; bill_reference: string }>(
    `SELECT id, bill_reference FROM paymob_payments
      WHERE status = 'pending' AND expires_at <= $1 ORDER BY id`,
    [now],
  )
  let ended = 0
  for (const row of rows) {
    const donor = await donorOf(payload, row.id)
    const giveUrl = `${siteUrl()}${localisedPath('/donationServices', donor.locale)}`
    const words = kioskExpiredMail(
      { ...donor, reference: row.bill_reference, giveUrl },
      donor.locale,
    )
    if (!(await mail(payload, donor, words, expiry(row.id, now)))) continue
    ended++
    payload.logger.info(`${LOG} kiosk reference ${row.bill_reference} expired unpaid; donor told`)
  }
  return ended
}

/** The payment ended, and its staged gift with it (a pledge period's has none): one statement. */
const expiry = (paymentId: number, now: Date): OwedMail => ({
  sql: `WITH ended AS (
          UPDATE paymob_payments SET status = 'expired', updated_at = now()
           WHERE id = $1 AND status = 'pending' AND expires_at <= $2
          RETURNING staged_donation_id),
        staged AS (
          UPDATE staged_donations SET status = 'expired', updated_at = now()
           WHERE id IN (SELECT staged_donation_id FROM ended)
             AND status = 'pending' AND donation_id IS NULL)
        SELECT 1 FROM ended`,
  params: [paymentId, now],
})
