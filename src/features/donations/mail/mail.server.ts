import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localisedPath } from '@/i18n/locales'
import { siteUrl } from '@/lib/env'
import { mailHtml, mailText, type MailParagraph } from '@/lib/mail/layout'
import { sendReliably, type MailAttachment, type OwedMail } from '@/lib/mail/queue.server'
import { linkKeys } from '@/lib/runtime-config'
import type { Currency, Designation } from '@/lib/money/currency'
import type { RepeatType } from '../constants'
import { planPausedMail, receiptMail, recurringReceiptMail } from './mail-texts'
import { codeMail, type CodeFacts } from './code-texts'
import { cancelPlanUrl } from '../recurring/plan-link'
import { nextChargeDate } from '../recurring/schedule'
import { consentSentence, pledgeSentence } from './consent-texts'
import { planCancelledMail } from './cancel-texts'
import { signatureFor } from './signature.server'

export { cardLabel, receiptDate } from './mail-texts'

/**
 * The donation e-mails: the one-time code, the receipt after confirmation,
 * the receipt of each recurring charge and the notice of a paused plan, each in the language
 * of the page the donation was made on (decision 0044; words in mail-texts.ts).
 * Plain text with a simple HTML twin; every plan's mail carries its signed
 * cancel link. The code goes straight to the SMTP server (the donor waits for it and is told
 * when it fails); receipts and notices are queued, so an SMTP outage delays them, never loses them.
 */

export interface ReceiptLine {
  purpose: string
  amountCents: number
  repeatType: RepeatType | null
  designation?: Designation | null
}

export interface PlanLink {
  id: number
  purpose: string
  amountCents: number
  repeatType: RepeatType
  /** Its next charge (the receipt names the date, decision 0103). */
  nextChargeAt?: Date
  /** Required: a plan in pounds is never mailed in dollars. */
  currency: Currency
  /** A pledge (decision 0122): paid on each reminder's link, never charged. */
  pledge?: boolean
}

export interface Receipt {
  to: string
  donorName: string
  donationId: number
  chargeId: string
  paidAt: Date
  lines: ReceiptLine[]
  totalCents: number
  feeCents: number
  netCents: number
  /** Every gift names its currency (decision 0113). */
  currency: Currency
  brand: string
  last4: string
  plans: PlanLink[]
  /** The PDF receipt (issue 20). */
  attachments?: MailAttachment[]
  /** The language of the donation's page; English when absent. */
  locale?: Locale
}

/** The signed cancel link, to the cancel page in the mail's language. */
const cancelUrl = (planId: number, locale: Locale) => {
  const english = cancelPlanUrl(siteUrl(), linkKeys(), planId)
  if (locale === 'en') return english
  const url = new URL(english)
  url.pathname = localisedPath(url.pathname, locale)
  return url.toString()
}

/** The donor portal, in the mail's language. */
export const portalUrl = (locale: Locale) => `${siteUrl()}${localisedPath('/donor', locale)}`

const rendered = (locale: Locale, paragraphs: MailParagraph[], links: string[] = []) => ({
  text: mailText(paragraphs),
  html: mailHtml(locale, paragraphs, links),
})

export async function sendCodeMail(
  payload: Payload,
  m: CodeFacts & { to: string; locale?: Locale },
): Promise<void> {
  const locale = m.locale ?? 'en'
  const signature = await signatureFor(payload, m.currency, locale)
  const { subject, paragraphs } = codeMail(locale, { ...m, signature })
  await payload.sendEmail({
    to: m.to,
    subject,
    ...rendered(locale, paragraphs, m.consents?.length ? [portalUrl(locale)] : []),
  })
}

/** The receipt, queued in the transaction that claims it (`owed`, decision 0131). */
export async function sendReceiptMail(payload: Payload, owed: OwedMail, r: Receipt): Promise<void> {
  const locale = r.locale ?? 'en'
  const portal = portalUrl(locale)
  const plans = r.plans.map((p) => ({
    ...p,
    url: cancelUrl(p.id, locale),
    // The receipt repeats the consent the donor gave: amount, frequency, first and next charge.
    // A pledge is never charged: its receipt says what was promised instead (decision 0122).
    consent: (p.pledge ? pledgeSentence : consentSentence)(
      {
        ...p,
        firstChargeAt: r.paidAt,
        nextChargeAt: p.nextChargeAt ?? nextChargeDate(r.paidAt, p.repeatType),
        portalUrl: portal,
        currency: r.currency,
      },
      locale,
    ),
  }))
  const signature = await signatureFor(payload, r.currency, locale)
  const { subject, paragraphs } = receiptMail(locale, { ...r, plans, portalUrl: portal, signature })
  await sendReliably(
    payload,
    {
      to: r.to,
      subject,
      attachments: r.attachments,
      ...rendered(locale, paragraphs, [...plans.map((p) => p.url), portal]),
    },
    owed,
  )
}

export async function sendRecurringReceiptMail(
  payload: Payload,
  owed: OwedMail,
  r: {
    to: string
    donorName: string
    donationId: number
    chargeId: string
    paidAt: Date
    plan: PlanLink
    brand: string
    last4: string
    nextChargeAt: Date
    locale?: Locale
    /** The charge's PDF receipt, as a one-off gift's receipt carries it (issue 20 item 3). */
    attachments?: MailAttachment[]
  },
): Promise<void> {
  const locale = r.locale ?? 'en'
  const url = cancelUrl(r.plan.id, locale)
  const portal = portalUrl(locale)
  const signature = await signatureFor(payload, r.plan.currency, locale)
  const { subject, paragraphs } = recurringReceiptMail(locale, {
    ...r,
    url,
    portalUrl: portal,
    signature,
  })
  await sendReliably(
    payload,
    {
      to: r.to,
      subject,
      ...rendered(locale, paragraphs, [url, portal]),
      attachments: r.attachments,
    },
    owed,
  )
}

export async function sendPlanPausedMail(
  payload: Payload,
  r: {
    to: string
    donorName: string
    plan: PlanLink
    brand: string
    last4: string
    reason: string
    /** Stripe: the bank wants the donor to authenticate the charge (one try, not three). */
    needsDonor?: boolean
    locale?: Locale
  },
): Promise<void> {
  const locale = r.locale ?? 'en'
  const url = cancelUrl(r.plan.id, locale)
  const portal = portalUrl(locale)
  const signature = await signatureFor(payload, r.plan.currency, locale)
  const { subject, paragraphs } = planPausedMail(locale, {
    ...r,
    url,
    portalUrl: portal,
    signature,
  })
  await sendReliably(payload, {
    to: r.to,
    subject,
    ...rendered(locale, paragraphs, [url, portal]),
  })
}

/** The confirmation of a plan cancelled with a mailed link (decision 0103). */
export async function sendPlanCancelledMail(
  payload: Payload,
  r: { to: string; donorName: string; plan: PlanLink; locale?: Locale },
): Promise<void> {
  const locale = r.locale ?? 'en'
  const portal = portalUrl(locale)
  const signature = await signatureFor(payload, r.plan.currency, locale)
  const { subject, paragraphs } = planCancelledMail(locale, { ...r, portalUrl: portal, signature })
  await sendReliably(payload, { to: r.to, subject, ...rendered(locale, paragraphs, [portal]) })
}
