import type { Locale } from '@/i18n/locales'
import type { Designation } from '@/lib/money/currency'
import { formatMinorUnits } from '@/i18n/format-number'
import type { RepeatType } from '../constants'
import { ORGANISATION } from '../constants'
import {
  dear,
  organisationLines,
  receiptDate,
  type MailWords,
  type Signature,
} from '../mail/mail-texts'

/**
 * The reminder of a pledge's period (decision 0122; the spec is silent on pledges): on the due
 * day, in the donor's language, what was promised (the amount in pounds, the purpose, Zakat,
 * Sadaqah or general giving) and a fresh link to pay it by card, mobile wallet or kiosk. Nothing
 * is ever taken without the donor: the mail says so, and never asks to "try again".
 */
export interface PledgeReminder {
  donorName: string
  amountCents: number
  purpose: string
  designation: Designation
  repeatType: RepeatType
  dueAt: Date
  payUrl: string
  /** The signed cancel link. */
  cancelUrl: string
  portalUrl: string
  /** A pledge is in pounds: the Egyptian NGO signs (signature.server.ts). */
  signature?: Signature
}

const DESIGNATION_NAMES: Record<Locale, Record<Designation, string>> = {
  en: { general: 'General donation', zakat: 'Zakat', sadaqah: 'Sadaqah' },
  ar: { general: 'تبرع عام', zakat: 'زكاة', sadaqah: 'صدقة' },
}
const PERIOD_WORDS: Record<Locale, Record<RepeatType, string>> = {
  en: { weekly: 'weekly', biweekly: 'every-two-weeks', monthly: 'monthly' },
  ar: { weekly: 'الأسبوعي', biweekly: 'نصف الشهري', monthly: 'الشهري' },
}

const designationName = (d: Designation, locale: Locale) => DESIGNATION_NAMES[locale][d]

export function pledgeReminderMail(locale: Locale, r: PledgeReminder): MailWords {
  const amount = formatMinorUnits(r.amountCents, locale, 'EGP')
  const kind = designationName(r.designation, locale)
  if (locale === 'ar') {
    return {
      subject: `تذكير بتبرعك ${PERIOD_WORDS.ar[r.repeatType]} لمؤسسة مصر الجديدة: ${amount}`,
      paragraphs: [
        dear(r.donorName, 'ar'),
        `حلّ اليوم (${receiptDate(r.dueAt, 'ar')}) موعد تبرعك ${PERIOD_WORDS.ar[r.repeatType]} الذي تعهّدت به: ${amount} لصالح «${r.purpose}» (${kind}).`,
        `ادفعه بالبطاقة أو المحفظة الإلكترونية أو نقدًا في منافذ أمان وفوري من هذا الرابط: ${r.payUrl}`,
        'لا نخصم أي مبلغ دون أن تدفعه بنفسك، ونرسل إليك الإيصال بعد وصول المبلغ.',
        `لإيقاف تبرعك مؤقتًا أو متابعته، سجّل الدخول إلى صفحة تبرعاتك: ${r.portalUrl}`,
        `وإن فضّلت إنهاءه نهائيًا: ${r.cancelUrl}`,
        organisationLines('ar', r.signature),
      ],
    }
  }
  return {
    subject: `Your ${PERIOD_WORDS.en[r.repeatType]} pledge to the ${ORGANISATION.name}: ${amount}`,
    paragraphs: [
      dear(r.donorName, 'en'),
      `Today (${receiptDate(r.dueAt)}) your ${PERIOD_WORDS.en[r.repeatType]} pledge is due: ${amount} for ${r.purpose} (${kind}).`,
      `Pay it by card, mobile wallet or in cash at an Aman or Fawry kiosk through this link: ${r.payUrl}`,
      'Nothing is ever taken without you paying it yourself; we e-mail your receipt once the payment reaches us.',
      `To pause or resume your pledge, sign in on your donor page: ${r.portalUrl}`,
      `If you prefer to end it for good: ${r.cancelUrl}`,
      organisationLines('en', r.signature),
    ],
  }
}
