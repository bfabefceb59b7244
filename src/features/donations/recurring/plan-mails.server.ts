import 'server-only'
import type { Payload } from 'payload'
import { localisedPath, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/env'
import { mailHtml, mailText } from '@/lib/mail/layout'
import { sendReliably } from '@/lib/mail/queue.server'
import { linkKeys } from '@/lib/runtime-config'
import type { PlanLink } from '../mail/mail.server'
import { planAuthenticationMail, planNewCardMail } from './plan-mail-texts'
import { authenticatePlanUrl, cancelPlanUrl, pledgePaymentUrl } from './plan-link'
import { pledgeReminderMail, type PledgeReminder } from './pledge-mail-texts'
import { signatureFor } from '../mail/signature.server'

/** A plan's details as planMailDetails (record-period.server.ts) gives them. */
interface PlanMail {
  to: string
  donorName: string
  plan: PlanLink
  brand: string
  last4: string
  locale?: string | null
}

const localeOf = (m: PlanMail): Locale => (m.locale === 'ar' ? 'ar' : 'en')

function cancelUrl(planId: number, locale: Locale): string {
  const url = new URL(cancelPlanUrl(siteUrl(), linkKeys(), planId))
  url.pathname = localisedPath(url.pathname, locale)
  return url.toString()
}

/** Queued, as every plan notice: an SMTP outage delays it, never loses it. */
async function send(
  payload: Payload,
  to: string,
  locale: Locale,
  words: { subject: string; paragraphs: Parameters<typeof mailText>[0] },
  links: string[],
) {
  await sendReliably(payload, {
    to,
    subject: words.subject,
    text: mailText(words.paragraphs),
    html: mailHtml(locale, words.paragraphs, links),
  })
}

/** The bank wants the donor to authenticate a plan's charge: the signed page link. */
export async function sendPlanAuthenticationMail(
  payload: Payload,
  m: PlanMail,
  now: Date,
): Promise<void> {
  const locale = localeOf(m)
  const authenticateUrl = authenticatePlanUrl(siteUrl(), linkKeys(), m.plan.id, now, locale)
  const cancel = cancelUrl(m.plan.id, locale)
  const signature = await signatureFor(payload, m.plan.currency, locale)
  const words = planAuthenticationMail(locale, {
    ...m,
    cancelUrl: cancel,
    authenticateUrl,
    signature,
  })
  await send(payload, m.to, locale, words, [authenticateUrl, cancel])
}

/** A card the gateway now in use cannot charge (saved under the sandbox): a new card, please. */
export async function sendPlanNewCardMail(payload: Payload, m: PlanMail): Promise<void> {
  const locale = localeOf(m)
  const portalUrl = `${siteUrl()}${locale === 'ar' ? '/ar' : ''}/donor`
  const cancel = cancelUrl(m.plan.id, locale)
  const signature = await signatureFor(payload, m.plan.currency, locale)
  const words = planNewCardMail(locale, { ...m, cancelUrl: cancel, portalUrl, signature })
  await send(payload, m.to, locale, words, [portalUrl, cancel])
}

/**
 * A pledge's period is due (decision 0122): the reminder with the period's fresh payment link,
 * in the plan's mail language, queued like every plan notice.
 */
export async function sendPledgeReminderMail(
  payload: Payload,
  m: { to: string; locale?: string | null; planId: number; period: number },
  facts: Omit<PledgeReminder, 'payUrl' | 'cancelUrl' | 'portalUrl'>,
): Promise<string> {
  const locale: Locale = m.locale === 'ar' ? 'ar' : 'en'
  const payUrl = pledgePaymentUrl(siteUrl(), linkKeys(), m.planId, m.period, locale)
  const portalUrl = `${siteUrl()}${locale === 'ar' ? '/ar' : ''}/donor`
  const cancel = cancelUrl(m.planId, locale)
  // Pledges are in pounds (decision 0122): the Egyptian NGO signs.
  const signature = await signatureFor(payload, 'EGP', locale)
  const words = pledgeReminderMail(locale, {
    ...facts,
    payUrl,
    cancelUrl: cancel,
    portalUrl,
    signature,
  })
  await send(payload, m.to, locale, words, [payUrl, portalUrl, cancel])
  return payUrl
}
