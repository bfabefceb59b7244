import type { Locale } from '@/i18n/locales'
import { intlLocale } from '@/i18n/format'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency, Designation } from '@/lib/money/currency'
import { oneLine, type MailParagraph } from '@/lib/mail/layout'
import { ORGANISATION, REPEAT_LABELS, type RepeatType } from '../constants'
import { feeCents, formatUsd } from '../fees'
import { cardLabel } from '../gateway/card'
import { refundDelay, refundedTo } from './refund-method-texts'
import { coveredFeeSentence, dayOf, portalSentence } from './consent-texts'
import { organisationLines, type Signature } from './signature-texts'

export { ORGANISATION_AR, organisationLines, type Signature } from './signature-texts'

export { cardLabel }

/**
 * The donation mails' words in each language (issue 17 item 6, decision 0044). The English is
 * what these mails always said; the Arabic is written for an Arabic reader (Western digits,
 * decision 0039, but money the ar-EG way, decision 0091; card brands and people's names stay
 * as written). The data and the sending
 * are in mail.server.ts.
 */
export interface ReceiptFacts {
  /** The gift's entity when it signs (the Egyptian NGO); the New York office when absent. */
  signature?: Signature
  donorName: string
  donationId: number
  chargeId: string
  paidAt: Date
  brand: string
  last4: string
}

export interface PlanFacts {
  purpose: string
  amountCents: number
  repeatType: RepeatType
  /** Required: a plan in pounds is never written in dollars (no default currency here). */
  currency: Currency
}

/** Minor units in the mail's language and the gift's currency: '$35.00', 'EGP 35.00', '٣٥٫٠٠ ج.م'. */
export const money = (cents: number, locale: Locale, currency: Currency) =>
  locale === 'en' && currency === 'USD'
    ? formatUsd(cents)
    : formatMinorUnits(cents, locale, currency)

/** A line's Zakat or Sadaqah, after its purpose (issue 44 item 4); general giving says nothing. */
const DESIGNATION_WORDS: Record<Locale, Record<Designation, string>> = {
  en: { general: '', zakat: ' (Zakat)', sadaqah: ' (Sadaqah)' },
  ar: { general: '', zakat: ' (زكاة)', sadaqah: ' (صدقة)' },
}
const designationWords = (designation: Designation | null | undefined, locale: Locale) =>
  DESIGNATION_WORDS[locale][designation ?? 'general']

export const receiptDate = (d: Date, locale: Locale = 'en') =>
  d.toLocaleDateString(locale === 'ar' ? intlLocale('ar') : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

const REPEAT_AR: Record<RepeatType, string> = {
  weekly: 'أسبوعيًا',
  biweekly: 'كل أسبوعين',
  monthly: 'شهريًا',
}

export const dear = (name: string, locale: Locale) =>
  locale === 'ar' ? `السيد/ة ${oneLine(name)}،` : `Dear ${oneLine(name)},`

export const planSentence = (p: PlanFacts, locale: Locale) =>
  locale === 'ar'
    ? `${money(p.amountCents, 'ar', p.currency)} ${REPEAT_AR[p.repeatType]} لصالح «${p.purpose}»`
    : `${money(p.amountCents, 'en', p.currency)} ${REPEAT_LABELS[p.repeatType].toLowerCase()} for ${p.purpose}`

const receiptLines = (r: ReceiptFacts, locale: Locale) =>
  locale === 'ar'
    ? [
        `رقم الإيصال: D-${r.donationId}`,
        `التاريخ: ${receiptDate(r.paidAt, 'ar')}`,
        `وسيلة الدفع: ${cardLabel(r.brand, r.last4, 'ar')}`,
        `مرجع الدفع: ${r.chargeId}`,
      ]
    : [
        `Receipt number: D-${r.donationId}`,
        `Date: ${receiptDate(r.paidAt)}`,
        `Paid with: ${cardLabel(r.brand, r.last4)}`,
        `Payment reference: ${r.chargeId}`,
      ]

/** The form's summary, as the donor saw it: the gift, the fee, the net and what was charged. */
const totals = (
  gift: number,
  fee: number,
  net: number,
  charged: number,
  locale: Locale,
  c: Currency,
) =>
  locale === 'ar'
    ? [
        `إجمالي التبرع: ${money(gift, 'ar', c)}`,
        `رسوم المعالجة: ${money(fee, 'ar', c)}`,
        `صافي التبرع: ${money(net, 'ar', c)}`,
        `المبلغ المخصوم: ${money(charged, 'ar', c)}`,
      ]
    : [
        `Total Donation: ${money(gift, 'en', c)}`,
        `Process fee: ${money(fee, 'en', c)}`,
        `Net Donation: ${money(net, 'en', c)}`,
        `Amount charged: ${money(charged, 'en', c)}`,
      ]

/** The fee's words when the donor covered it (decision 0102); nothing otherwise. */
export const coverWords = (
  m: {
    giftCents: number
    feeCents: number
    chargedCents: number
    covered: boolean
    currency: Currency
  },
  locale: Locale,
): MailParagraph[] => (m.covered ? [coveredFeeSentence(m, locale)] : [])

export interface MailWords {
  subject: string
  paragraphs: MailParagraph[]
}

export function receiptMail(
  locale: Locale,
  r: ReceiptFacts & {
    lines: {
      purpose: string
      amountCents: number
      repeatType: RepeatType | null
      designation?: Designation | null
    }[]
    totalCents: number
    feeCents: number
    netCents: number
    plans: (PlanFacts & { url: string; consent: string })[]
    portalUrl: string
    currency: Currency
  },
): MailWords {
  const giftCents = r.lines.reduce((sum, l) => sum + l.amountCents, 0)
  const covered = giftCents === r.netCents
  const ar = locale === 'ar'
  const c = r.currency
  const line = (l: (typeof r.lines)[number]) =>
    ar
      ? `- ${l.purpose}${designationWords(l.designation, 'ar')}: ${money(l.amountCents, 'ar', c)}${l.repeatType ? ` (يتكرر ${REPEAT_AR[l.repeatType]})` : ''}، رسوم المعالجة ${money(feeCents(l.amountCents), 'ar', c)}`
      : `- ${l.purpose}${designationWords(l.designation, 'en')}: ${money(l.amountCents, 'en', c)}${l.repeatType ? ` (repeats ${REPEAT_LABELS[l.repeatType].toLowerCase()})` : ''}, process fee ${money(feeCents(l.amountCents), 'en', c)}`
  const paragraphs: MailParagraph[] = [
    dear(r.donorName, locale),
    ar
      ? 'نشكرك على تبرعك الكريم لمؤسسة مصر الجديدة. هذا هو إيصال تبرعك.'
      : `Thank you for your generous donation to the ${ORGANISATION.name}. This is your receipt.`,
    receiptLines(r, locale),
    [ar ? 'التبرعات:' : 'Donations:', ...r.lines.map(line)],
    totals(giftCents, r.feeCents, r.netCents, r.totalCents, locale, c),
    ...coverWords(
      { giftCents, feeCents: r.feeCents, chargedCents: r.totalCents, covered, currency: c },
      locale,
    ),
  ]
  if (r.plans.length) {
    paragraphs.push([
      ar ? 'تبرعاتك الدورية:' : 'Your recurring donations:',
      ...r.plans.flatMap((p) => [
        `- ${p.consent}`,
        ar ? `  لإلغائه: ${p.url}` : `  To cancel it: ${p.url}`,
      ]),
    ])
  }
  paragraphs.push(portalSentence(r.portalUrl, locale), organisationLines(locale, r.signature))
  return {
    subject: ar
      ? 'إيصال تبرعك لمؤسسة مصر الجديدة'
      : `Your donation receipt from the ${ORGANISATION.name}`,
    paragraphs,
  }
}

export function recurringReceiptMail(
  locale: Locale,
  r: ReceiptFacts & { plan: PlanFacts; nextChargeAt: Date; url: string; portalUrl: string },
): MailWords {
  const fee = feeCents(r.plan.amountCents)
  const ar = locale === 'ar'
  return {
    subject: ar
      ? 'إيصال تبرعك الدوري لمؤسسة مصر الجديدة'
      : `Your recurring donation receipt from the ${ORGANISATION.name}`,
    paragraphs: [
      dear(r.donorName, locale),
      ar
        ? `شكرًا لك: خُصم اليوم تبرعك الدوري (${planSentence(r.plan, 'ar')}).`
        : `Thank you: your recurring donation (${planSentence(r.plan, 'en')}) was charged today.`,
      receiptLines(r, locale),
      totals(
        r.plan.amountCents,
        fee,
        r.plan.amountCents - fee,
        r.plan.amountCents,
        locale,
        r.plan.currency,
      ),
      ar
        ? `موعد الخصم التالي: ${dayOf(r.nextChargeAt, 'ar')}. لإلغاء هذا التبرع الدوري: ${r.url}`
        : `Next charge: ${dayOf(r.nextChargeAt, 'en')}. To cancel this recurring donation: ${r.url}`,
      portalSentence(r.portalUrl, locale),
      organisationLines(locale, r.signature),
    ],
  }
}

export function planPausedMail(
  locale: Locale,
  r: {
    donorName: string
    plan: PlanFacts
    brand: string
    last4: string
    reason: string
    needsDonor?: boolean
    url: string
    /** The donor portal, where the card is replaced (and confirmed with the bank) and the plan resumed. */
    portalUrl: string
    signature?: Signature
  },
): MailWords {
  if (locale === 'ar') {
    const tried = r.needsDonor
      ? 'يطلب مصرفك أن تؤكد هذه العملية بنفسك، وهذا غير ممكن في غيابك.'
      : 'حاولنا ثلاث مرات بفارق يوم بين كل محاولة، ورُفضت العملية.'
    return {
      subject: 'تم إيقاف تبرعك الدوري لمؤسسة مصر الجديدة مؤقتًا',
      paragraphs: [
        dear(r.donorName, 'ar'),
        `تعذّر علينا الخصم من ${cardLabel(r.brand, r.last4, 'ar')} لتبرعك الدوري (${planSentence(r.plan, 'ar')}). ${tried}`,
        'أوقفنا تبرعك الدوري مؤقتًا، ولن يُخصم أي مبلغ آخر.',
        `لمواصلة تبرعك: سجّل الدخول إلى صفحة تبرعاتك بهذا البريد الإلكتروني، واختر «استبدال البطاقة» لهذا التبرع وأدخل بطاقتك (${r.needsDonor ? 'وسيطلب مصرفك تأكيدها هناك' : 'أو بطاقة أخرى'})، ثم «استئناف»: ${r.portalUrl}`,
        `وإن فضّلت إنهاءه نهائيًا: ${r.url}`,
        organisationLines('ar', r.signature),
      ],
    }
  }
  const tried = r.needsDonor
    ? 'Your bank asks you to confirm this payment yourself, which cannot be done while you are away.'
    : `We tried three times, a day apart: ${r.reason}`
  return {
    subject: `Your recurring donation to the ${ORGANISATION.name} is paused`,
    paragraphs: [
      dear(r.donorName, 'en'),
      `We could not charge your ${cardLabel(r.brand, r.last4)} for your recurring donation (${planSentence(r.plan, 'en')}). ${tried}`,
      'Your recurring donation is paused and nothing more will be charged.',
      `To go on giving, sign in on your donor page with this e-mail address, choose "Replace card" on this donation and enter your card (${r.needsDonor ? 'your bank will ask you to confirm it there' : 'or another one'}), then "Resume": ${r.portalUrl}`,
      'Or reply to this e-mail and we will help.',
      `If you prefer to end it for good: ${r.url}`,
      organisationLines('en', r.signature),
    ],
  }
}

/**
 * The refund notice in Arabic, for a gift made from an Arabic page (issue 42 part 5: every mail
 * in the donor's language). The English one stays as it was, in refund.server.ts.
 */
export function arabicRefundMail(r: {
  donorName: string
  amountCents: number
  totalCents: number
  refundedCents: number
  whole: boolean
  currency: Currency
  /** How the gift was paid (the donation's card brand and digits): where the refund goes. */
  paidWith: string
  last4: string
  signature?: Signature
}): MailWords {
  return {
    subject: 'رددنا مبلغًا من تبرعك لمؤسسة مصر الجديدة',
    paragraphs: [
      dear(r.donorName, 'ar'),
      `رددنا ${money(r.amountCents, 'ar', r.currency)} من تبرعك البالغ ${money(r.totalCents, 'ar', r.currency)} إلى ${refundedTo(r.paidWith, r.last4, 'ar')}${r.whole ? '' : `، وبلغ مجموع ما رُدّ ${money(r.refundedCents, 'ar', r.currency)}`}. ${refundDelay(r.paidWith, 'ar')}`,
      organisationLines('ar', r.signature),
    ],
  }
}
