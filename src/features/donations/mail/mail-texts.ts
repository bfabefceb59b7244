import type { Locale } from '@/i18n/locales'
import { intlLocale } from '@/i18n/format'
import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency, Designation } from '@/lib/money/currency'
import { oneLine, type MailParagraph } from '@/lib/mail/layout'
import { OTP_POLICY, ORGANISATION, REPEAT_LABELS, type RepeatType } from '../constants'
import { feeCents, formatUsd } from '../fees'
import { cardLabel } from '../gateway/card'

export { cardLabel }

/**
 * The donation mails' words in each language (issue 17 item 6, decision 0044). The English is
 * what these mails always said; the Arabic is written for an Arabic reader (Western digits,
 * decision 0039, but money the ar-EG way, decision 0091; card brands and people's names stay
 * as written). The data and the sending
 * are in mail.server.ts.
 */
export interface ReceiptFacts {
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
  currency?: Currency
}

/** Minor units in the mail's language and the gift's currency: '$35.00', 'EGP 35.00', '٣٥٫٠٠ ج.م'. */
export const money = (cents: number, locale: Locale, currency: Currency = 'USD') =>
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

const NEXT_AR: Record<RepeatType, string> = {
  weekly: 'بعد أسبوع',
  biweekly: 'بعد أسبوعين',
  monthly: 'بعد شهر',
}

export const ORGANISATION_AR = {
  name: 'مؤسسة مصر الجديدة',
  address: [
    '485 شارع ليكسينغتون، جناح 1200',
    'نيويورك، ولاية نيويورك 10017',
    'الولايات المتحدة الأمريكية',
  ],
}

export const organisationLines = (locale: Locale): string[] =>
  locale === 'ar'
    ? [ORGANISATION_AR.name, ...ORGANISATION_AR.address, ORGANISATION.email, ORGANISATION.phone]
    : [ORGANISATION.name, ...ORGANISATION.address, ORGANISATION.email, ORGANISATION.phone]

const dear = (name: string, locale: Locale) =>
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

const totals = (total: number, fee: number, net: number, locale: Locale, c?: Currency) =>
  locale === 'ar'
    ? [
        `إجمالي التبرع: ${money(total, 'ar', c)}`,
        `رسوم المعالجة: ${money(fee, 'ar', c)}`,
        `صافي التبرع: ${money(net, 'ar', c)}`,
      ]
    : [
        `Total Donation: ${money(total, 'en', c)}`,
        `Process fee: ${money(fee, 'en', c)}`,
        `Net Donation: ${money(net, 'en', c)}`,
      ]

export interface MailWords {
  subject: string
  paragraphs: MailParagraph[]
}

export function codeMail(
  locale: Locale,
  m: { firstName: string; code: string; totalCents: number; currency?: Currency },
): MailWords {
  const ttl = OTP_POLICY.ttlMinutes
  if (locale === 'ar') {
    return {
      subject: `رمز تأكيد تبرعك لمؤسسة مصر الجديدة`,
      paragraphs: [
        dear(m.firstName, 'ar'),
        `رمز التحقق الخاص بك: ${m.code}`,
        `أدخله في نافذة «تأكيد رمز التحقق» لتأكيد تبرعك بمبلغ ${money(m.totalCents, 'ar', m.currency)} لمؤسسة مصر الجديدة. تنتهي صلاحية الرمز بعد ${ttl} دقائق، ولا يصلح إلا لمرة واحدة.`,
        'إن لم تبدأ أي تبرع فتجاهل هذه الرسالة، فلن يُخصم أي مبلغ من دون هذا الرمز.',
        organisationLines('ar'),
      ],
    }
  }
  return {
    subject: `Your ${ORGANISATION.name} donation code`,
    paragraphs: [
      dear(m.firstName, 'en'),
      `Your one-time code is ${m.code}`,
      `Enter it in the Verify OTP window to confirm your donation of ${money(m.totalCents, 'en', m.currency)} to the ${ORGANISATION.name}. The code expires in ${ttl} minutes and works once.`,
      'If you did not start a donation, ignore this e-mail: nothing is charged without the code.',
      organisationLines('en'),
    ],
  }
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
    plans: (PlanFacts & { url: string })[]
    currency?: Currency
  },
): MailWords {
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
    totals(r.totalCents, r.feeCents, r.netCents, locale, c),
  ]
  if (r.plans.length) {
    paragraphs.push([
      ar ? 'تبرعاتك الدورية:' : 'Your recurring donations:',
      ...r.plans.flatMap((p) =>
        ar
          ? [
              `- ${planSentence(p, 'ar')}، ويُخصم التبرع التالي ${NEXT_AR[p.repeatType]} من اليوم.`,
              `  لإلغائه: ${p.url}`,
            ]
          : [
              `- ${planSentence(p, 'en')}, next charge one ${p.repeatType === 'monthly' ? 'month' : p.repeatType === 'weekly' ? 'week' : 'two weeks'} from today.`,
              `  To cancel it: ${p.url}`,
            ],
      ),
    ])
  }
  paragraphs.push(organisationLines(locale))
  return {
    subject: ar
      ? 'إيصال تبرعك لمؤسسة مصر الجديدة'
      : `Your donation receipt from the ${ORGANISATION.name}`,
    paragraphs,
  }
}

export function recurringReceiptMail(
  locale: Locale,
  r: ReceiptFacts & { plan: PlanFacts; nextChargeAt: Date; url: string },
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
      totals(r.plan.amountCents, fee, r.plan.amountCents - fee, locale, r.plan.currency),
      ar
        ? `موعد الخصم التالي: ${receiptDate(r.nextChargeAt, 'ar')}. لإلغاء هذا التبرع الدوري: ${r.url}`
        : `Next charge: ${receiptDate(r.nextChargeAt)}. To cancel this recurring donation: ${r.url}`,
      organisationLines(locale),
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
        organisationLines('ar'),
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
      organisationLines('en'),
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
}): MailWords {
  return {
    subject: 'رددنا مبلغًا من تبرعك لمؤسسة مصر الجديدة',
    paragraphs: [
      dear(r.donorName, 'ar'),
      `رددنا ${money(r.amountCents, 'ar')} من تبرعك البالغ ${money(r.totalCents, 'ar')} إلى بطاقتك${r.whole ? '' : `، وبلغ مجموع ما رُدّ ${money(r.refundedCents, 'ar')}`}. يظهر المبلغ في كشف حسابك خلال 5 إلى 10 أيام بحسب مصرفك.`,
      organisationLines('ar'),
    ],
  }
}
