import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/env'
import { sendReliably, type MailAttachment } from '@/lib/mail/queue.server'
import { OTP_POLICY, ORGANISATION, REPEAT_LABELS, type RepeatType } from './constants'
import { feeCents, formatUsd } from './fees'
import { BRAND_LABELS, type CardBrand } from './gateway/types'
import { cancelPlanUrl } from './plan-link'
import { linkKeys } from '@/lib/runtime-config'

/**
 * The donation e-mails: the one-time code, the receipt after confirmation,
 * the receipt of each recurring charge and the notice of a paused plan.
 * Plain text with a simple HTML twin; every plan's mail carries its signed
 * cancel link. The code goes straight to the SMTP server (the donor waits for it and is told
 * when it fails); receipts and notices are queued, so an SMTP outage delays them, never loses them.
 */

export interface ReceiptLine {
  purpose: string
  amountCents: number
  repeatType: RepeatType | null
}

export interface PlanLink {
  id: number
  purpose: string
  amountCents: number
  repeatType: RepeatType
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
  brand: string
  last4: string
  plans: PlanLink[]
  /** The PDF receipt (issue 20). */
  attachments?: MailAttachment[]
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** One line, no control characters: safe in a subject or a header. */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

export const receiptDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export const cardLabel = (brand: string, last4: string) =>
  `${BRAND_LABELS[brand as CardBrand] ?? 'Card'} ending in ${last4}`

const organisationLines = () => [
  ORGANISATION.name,
  ...ORGANISATION.address,
  ORGANISATION.email,
  ORGANISATION.phone,
]

function html(paragraphs: (string | string[])[]): string {
  const body = paragraphs
    .map((p) => (Array.isArray(p) ? `<p>${p.map(esc).join('<br>')}</p>` : `<p>${esc(p)}</p>`))
    .join('\n')
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${body}</body></html>`
}

/** Turns the cancel URLs of a text into links in its HTML twin. */
function linkify(htmlText: string, urls: string[]): string {
  return urls.reduce(
    (out, url) => out.split(esc(url)).join(`<a href="${esc(url)}">${esc(url)}</a>`),
    htmlText,
  )
}

const planSentence = (p: { purpose: string; amountCents: number; repeatType: RepeatType }) =>
  `${formatUsd(p.amountCents)} ${REPEAT_LABELS[p.repeatType].toLowerCase()} for ${p.purpose}`

export async function sendCodeMail(
  payload: Payload,
  {
    to,
    firstName,
    code,
    totalCents,
  }: { to: string; firstName: string; code: string; totalCents: number },
): Promise<void> {
  const paragraphs = [
    `Dear ${oneLine(firstName)},`,
    `Your one-time code is ${code}`,
    `Enter it in the Verify OTP window to confirm your donation of ${formatUsd(totalCents)} to the ${ORGANISATION.name}. The code expires in ${OTP_POLICY.ttlMinutes} minutes and works once.`,
    'If you did not start a donation, ignore this e-mail: nothing is charged without the code.',
    organisationLines(),
  ]
  await payload.sendEmail({
    to,
    subject: `Your ${ORGANISATION.name} donation code`,
    text: paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n'),
    html: html(paragraphs),
  })
}

export async function sendReceiptMail(payload: Payload, r: Receipt): Promise<void> {
  const base = siteUrl()
  const links = r.plans.map((p) => ({ ...p, url: cancelPlanUrl(base, linkKeys(), p.id) }))
  const paragraphs: (string | string[])[] = [
    `Dear ${oneLine(r.donorName)},`,
    `Thank you for your generous donation to the ${ORGANISATION.name}. This is your receipt.`,
    [
      `Receipt number: D-${r.donationId}`,
      `Date: ${receiptDate(r.paidAt)}`,
      `Paid with: ${cardLabel(r.brand, r.last4)}`,
      `Payment reference: ${r.chargeId}`,
    ],
    [
      'Donations:',
      ...r.lines.map(
        (l) =>
          `- ${l.purpose}: ${formatUsd(l.amountCents)}${l.repeatType ? ` (repeats ${REPEAT_LABELS[l.repeatType].toLowerCase()})` : ''}, process fee ${formatUsd(feeCents(l.amountCents))}`,
      ),
    ],
    [
      `Total Donation: ${formatUsd(r.totalCents)}`,
      `Process fee: ${formatUsd(r.feeCents)}`,
      `Net Donation: ${formatUsd(r.netCents)}`,
    ],
  ]
  if (links.length) {
    paragraphs.push([
      'Your recurring donations:',
      ...links.flatMap((l) => [
        `- ${planSentence(l)}, next charge one ${l.repeatType === 'monthly' ? 'month' : l.repeatType === 'weekly' ? 'week' : 'two weeks'} from today.`,
        `  To cancel it: ${l.url}`,
      ]),
    ])
  }
  paragraphs.push(organisationLines())
  const text = paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n')
  await sendReliably(payload, {
    to: r.to,
    subject: `Your donation receipt from the ${ORGANISATION.name}`,
    text,
    attachments: r.attachments,
    html: linkify(
      html(paragraphs),
      links.map((l) => l.url),
    ),
  })
}

export async function sendRecurringReceiptMail(
  payload: Payload,
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
    /** The charge's PDF receipt, as a one-off gift's receipt carries it (issue 20 item 3). */
    attachments?: MailAttachment[]
  },
): Promise<void> {
  const url = cancelPlanUrl(siteUrl(), linkKeys(), r.plan.id)
  const fee = feeCents(r.plan.amountCents)
  const paragraphs: (string | string[])[] = [
    `Dear ${oneLine(r.donorName)},`,
    `Thank you: your recurring donation (${planSentence(r.plan)}) was charged today.`,
    [
      `Receipt number: D-${r.donationId}`,
      `Date: ${receiptDate(r.paidAt)}`,
      `Paid with: ${cardLabel(r.brand, r.last4)}`,
      `Payment reference: ${r.chargeId}`,
    ],
    [
      `Total Donation: ${formatUsd(r.plan.amountCents)}`,
      `Process fee: ${formatUsd(fee)}`,
      `Net Donation: ${formatUsd(r.plan.amountCents - fee)}`,
    ],
    `Next charge: ${receiptDate(r.nextChargeAt)}. To cancel this recurring donation: ${url}`,
    organisationLines(),
  ]
  await sendReliably(payload, {
    to: r.to,
    subject: `Your recurring donation receipt from the ${ORGANISATION.name}`,
    text: paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n'),
    html: linkify(html(paragraphs), [url]),
    attachments: r.attachments,
  })
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
  },
): Promise<void> {
  const url = cancelPlanUrl(siteUrl(), linkKeys(), r.plan.id)
  const tried = r.needsDonor
    ? 'Your bank asks you to confirm this payment yourself, which cannot be done while you are away.'
    : `We tried three times, a day apart: ${r.reason}`
  const paragraphs: (string | string[])[] = [
    `Dear ${oneLine(r.donorName)},`,
    `We could not charge your ${cardLabel(r.brand, r.last4)} for your recurring donation (${planSentence(r.plan)}). ${tried}`,
    'Your recurring donation is paused and nothing more will be charged. To give again, please make a new donation on our website, or reply to this e-mail and we will help.',
    `If you prefer to end it for good: ${url}`,
    organisationLines(),
  ]
  await sendReliably(payload, {
    to: r.to,
    subject: `Your recurring donation to the ${ORGANISATION.name} is paused`,
    text: paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n'),
    html: linkify(html(paragraphs), [url]),
  })
}
