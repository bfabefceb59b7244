import type { Locale } from '@/i18n/locales'
import type { MailParagraph } from '@/lib/mail/layout'
import type { Currency } from '@/lib/money/currency'
import { OTP_POLICY, ORGANISATION } from '../constants'
import {
  coverWords,
  dear,
  money,
  organisationLines,
  type MailWords,
  type Signature,
} from './mail-texts'

/**
 * The one-time code mail (spec 000 section 8), in the donation's language: the code, the amount
 * that will be charged (with the fee on top when the donor covers it, decision 0102) and, for a
 * gift that repeats, the standing consent of each plan (decision 0103).
 */
export interface CodeFacts {
  firstName: string
  code: string
  /** What the card will be charged. */
  totalCents: number
  /** The gift's currency (decision 0113): required, no mail guesses dollars. */
  currency: Currency
  /** The gift's entity when it signs (the Egyptian NGO); the New York office when absent. */
  signature?: Signature
  /** The donor covers the fee: the gift and the fee added to it (decision 0102). */
  cover?: { giftCents: number; feeCents: number }
  /** The recurring consent of each repeating line (consent-texts.ts). */
  consents?: string[]
}

export function codeMail(locale: Locale, m: CodeFacts): MailWords {
  const words = codeWords(locale, m)
  const extra: MailParagraph[] = [
    ...(m.cover
      ? coverWords(
          { ...m.cover, chargedCents: m.totalCents, covered: true, currency: m.currency },
          locale,
        )
      : []),
    ...(m.consents ?? []),
  ]
  // After the sentence with the amount: what it is made of, and what repeats.
  words.paragraphs.splice(3, 0, ...extra)
  return words
}

function codeWords(locale: Locale, m: CodeFacts): MailWords {
  const ttl = OTP_POLICY.ttlMinutes
  if (locale === 'ar') {
    return {
      subject: `رمز تأكيد تبرعك لمؤسسة مصر الجديدة`,
      paragraphs: [
        dear(m.firstName, 'ar'),
        `رمز التحقق الخاص بك: ${m.code}`,
        `أدخله في نافذة «تأكيد رمز التحقق» لتأكيد تبرعك بمبلغ ${money(m.totalCents, 'ar', m.currency)} لمؤسسة مصر الجديدة. تنتهي صلاحية الرمز بعد ${ttl} دقائق، ولا يصلح إلا لمرة واحدة.`,
        'إن لم تبدأ أي تبرع فتجاهل هذه الرسالة، فلن يُخصم أي مبلغ من دون هذا الرمز.',
        organisationLines('ar', m.signature),
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
      organisationLines('en', m.signature),
    ],
  }
}
