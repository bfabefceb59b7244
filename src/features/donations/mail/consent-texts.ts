import type { Locale } from '@/i18n/locales'
import { formatMinorUnits, type Currency } from '@/i18n/format-number'
import { formatTime } from '@/lib/clock'
import { oneLine } from '@/lib/mail/layout'
import type { RepeatType } from '../constants'
import { formatUsd } from '../fees'

/**
 * The words the donation mails share about money and plans (issue: the code mail, the receipt
 * and the card's consent must say the same thing): the amount charged when the donor covers
 * the fee, the recurring consent (amount, frequency, first charge, how to cancel), the portal,
 * and the next charge's date as a date in the charity's time zone (Cairo's), never "one month
 * from today". Decisions 0102 (fee) and 0103 (confirmation, consent).
 */

/** Money with its currency: '$50.00' (the spec's form) / '50٫00 US$' the ar-EG way. */
const amountOf = (cents: number, locale: Locale, currency: Currency = 'USD') =>
  locale === 'en' && currency === 'USD'
    ? formatUsd(cents)
    : formatMinorUnits(cents, locale, currency)

/** A day in the charity's time zone, named: "29 Dec 2026 (Cairo time)". */
export const dayOf = (d: Date, locale: Locale) =>
  formatTime(d, locale, { dateOnly: true, zone: true })

const EVERY: Record<Locale, Record<RepeatType, string>> = {
  en: { weekly: 'every week', biweekly: 'every two weeks', monthly: 'every month' },
  ar: { weekly: 'كل أسبوع', biweekly: 'كل أسبوعين', monthly: 'كل شهر' },
}
const everyOf = (repeat: RepeatType, locale: Locale) => EVERY[locale][repeat]

interface ConsentFacts {
  purpose: string
  /** What each period charges (with the fee on top when the donor covers it). */
  amountCents: number
  repeatType: RepeatType
  firstChargeAt: Date
  nextChargeAt: Date
  portalUrl: string
  currency?: Currency
}

/**
 * The standing authority to charge the saved card (what Stripe requires for charges made while
 * the donor is away): the amount, how often, the first charge, the next, until cancelled, and
 * how to cancel.
 */
export function consentSentence(c: ConsentFacts, locale: Locale): string {
  const amount = amountOf(c.amountCents, locale, c.currency)
  const every = everyOf(c.repeatType, locale)
  const purpose = oneLine(c.purpose)
  return locale === 'ar'
    ? `تأذن لمؤسسة مصر الجديدة بخصم ${amount} من بطاقتك ${every} لصالح «${purpose}»: أول مرة في ${dayOf(c.firstChargeAt, 'ar')}، ثم ${every}، والخصم التالي في ${dayOf(c.nextChargeAt, 'ar')}، حتى تلغيه. يمكنك الإلغاء في أي وقت من الرابط في كل إيصال أو من صفحة تبرعاتك: ${c.portalUrl}`
    : `You authorise the New Egypt Foundation to charge your card ${amount} ${every} for ${purpose}: the first time on ${dayOf(c.firstChargeAt, 'en')}, then ${every}, next on ${dayOf(c.nextChargeAt, 'en')}, until you cancel. You can cancel at any time with the link in each receipt or on your donor page: ${c.portalUrl}`
}

/** The fee the donor chose to cover, said beside the amount charged. */
export function coveredFeeSentence(
  m: { giftCents: number; feeCents: number; chargedCents: number; currency?: Currency },
  locale: Locale,
): string {
  const [gift, fee, charged] = [m.giftCents, m.feeCents, m.chargedCents].map((c) =>
    amountOf(c, locale, m.currency),
  )
  return locale === 'ar'
    ? `اخترت أن تضيف رسوم المعالجة (${fee}) إلى المبلغ المخصوم (${charged})، ليصل تبرعك كاملًا (${gift}).`
    : `You chose to cover the process fee (${fee}), so ${charged} is charged and your whole gift of ${gift} arrives.`
}

/** Where the donor sees gifts and receipts and manages plans. */
export const portalSentence = (portalUrl: string, locale: Locale) =>
  locale === 'ar'
    ? `تجد تبرعاتك وإيصالاتك وتدير تبرعاتك الدورية في صفحة تبرعاتك: ${portalUrl}`
    : `Your gifts, receipts and recurring donations are on your donor page: ${portalUrl}`

/**
 * A pledge's words in its receipts (decision 0122), where a card plan repeats its consent: the
 * promise, that nothing is taken without the donor paying each period on its reminder's link,
 * the next reminder, and how to cancel.
 */
export function pledgeSentence(c: Omit<ConsentFacts, 'firstChargeAt'>, locale: Locale): string {
  const amount = amountOf(c.amountCents, locale, c.currency)
  const every = everyOf(c.repeatType, locale)
  const purpose = oneLine(c.purpose)
  return locale === 'ar'
    ? `تعهّدت بالتبرع بمبلغ ${amount} ${every} لصالح «${purpose}». لا يُخصم أي مبلغ تلقائيًا: نرسل إليك في كل موعد رابطًا لدفعه، والتذكير التالي في ${dayOf(c.nextChargeAt, 'ar')}، حتى تلغيه. يمكنك الإيقاف أو الإلغاء في أي وقت من صفحة تبرعاتك: ${c.portalUrl}`
    : `You pledged ${amount} ${every} for ${purpose}. Nothing is taken automatically: on each due day we e-mail you a link to pay it, next on ${dayOf(c.nextChargeAt, 'en')}, until you cancel. You can pause or cancel it at any time on your donor page: ${c.portalUrl}`
}
