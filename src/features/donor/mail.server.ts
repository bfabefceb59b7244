import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/env'
import { mailHtml, mailText, oneLine, type MailParagraph } from '@/lib/mail/layout'
import { sendReliably } from '@/lib/mail/queue.server'
import {
  OTP_POLICY,
  ORGANISATION,
  REPEAT_LABELS,
  type RepeatType,
} from '@/features/donations/constants'
import { money, organisationLines, planSentence } from '@/features/donations/mail/mail-texts'
import type { Currency } from '@/lib/money/currency'
import type { DonorLang } from './texts'

/**
 * The donor portal's e-mails, in the language of the page the donor used (issue 17 item 6): the
 * sign-in code and a new card's code (straight to SMTP: the donor waits for them and is told when
 * sending fails, like the donation code) and the notice of each plan change (queued, so an SMTP
 * outage delays it and never loses it). The English is what these mails always said.
 */
const portal = (lang: DonorLang) => `${siteUrl()}${lang === 'ar' ? '/ar' : ''}/donor`
const rendered = (lang: DonorLang, paragraphs: MailParagraph[], links: string[]) => ({
  text: mailText(paragraphs),
  html: mailHtml(lang, paragraphs, links),
})
const ttl = OTP_POLICY.ttlMinutes

export const SIGN_IN_SUBJECT = {
  en: `Your ${ORGANISATION.name} sign-in code`,
  ar: 'رمز الدخول إلى صفحة تبرعاتك لدى مؤسسة مصر الجديدة',
} as const

export async function sendSignInCodeMail(
  payload: Payload,
  m: { to: string; code: string; lang?: DonorLang },
) {
  const lang = m.lang ?? 'en'
  const paragraphs =
    lang === 'ar'
      ? [
          `رمزك لمرة واحدة هو ${m.code}`,
          `أدخله في ${portal('ar')} لترى تبرعاتك وإيصالاتك وتبرعاتك المتكررة. تنتهي صلاحية الرمز بعد ${ttl} دقائق، ولا يصلح إلا لمرة واحدة.`,
          'إن لم تطلب تسجيل الدخول فتجاهل هذه الرسالة: لا يستطيع أحد الدخول دون هذا الرمز.',
          organisationLines('ar'),
        ]
      : [
          `Your one-time code is ${m.code}`,
          `Enter it on ${portal('en')} to see your donations, receipts and recurring donations. The code expires in ${ttl} minutes and works once.`,
          'If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.',
          organisationLines('en'),
        ]
  await payload.sendEmail({
    to: m.to,
    subject: SIGN_IN_SUBJECT[lang],
    ...rendered(lang, paragraphs, [portal(lang)]),
  })
}

export const PLAN_CHANGE_SUBJECT = {
  en: `Your recurring donation to the ${ORGANISATION.name} was changed`,
  ar: 'تم تغيير تبرعك الدوري لمؤسسة مصر الجديدة',
} as const

export async function sendPlanChangeMail(
  payload: Payload,
  m: {
    to: string
    donorName: string
    purpose: string
    /** What changed, a sentence in the mail's language. */
    what: string
    amountCents: number
    /** The plan's own: a plan in pounds is never mailed in dollars. */
    currency: Currency
    repeatType: RepeatType
    lang?: DonorLang
  },
) {
  const lang = m.lang ?? 'en'
  const paragraphs =
    lang === 'ar'
      ? [
          `السيد/ة ${oneLine(m.donorName)}،`,
          `تم تغيير تبرعك الدوري (${planSentence({ purpose: oneLine(m.purpose), amountCents: m.amountCents, repeatType: m.repeatType, currency: m.currency }, 'ar')}) من صفحة تبرعاتك: ${m.what}`,
          `إن لم تُجرِ هذا التغيير بنفسك فسجّل الدخول إلى ${portal('ar')} لمراجعته، أو ردّ على هذه الرسالة.`,
          organisationLines('ar'),
        ]
      : [
          `Dear ${oneLine(m.donorName)},`,
          `Your recurring donation for ${oneLine(m.purpose)} (${money(m.amountCents, 'en', m.currency)}, ${REPEAT_LABELS[m.repeatType].toLowerCase()}) was changed from your donor page: ${m.what}`,
          `If you did not make this change, sign in at ${portal('en')} to review it, or reply to this e-mail.`,
          organisationLines('en'),
        ]
  await sendReliably(payload, {
    to: m.to,
    subject: PLAN_CHANGE_SUBJECT[lang],
    ...rendered(lang, paragraphs, [portal(lang)]),
  })
}

export const CARD_CODE_SUBJECT = {
  en: `Your ${ORGANISATION.name} code to change your card`,
  ar: 'رمز تغيير بطاقة تبرعك المتكرر لمؤسسة مصر الجديدة',
} as const

/** The code that confirms a new card for a recurring plan. */
export async function sendCardCodeMail(
  payload: Payload,
  m: { to: string; code: string; card: string; purpose: string; lang: DonorLang },
) {
  const paragraphs =
    m.lang === 'ar'
      ? [
          `رمزك لمرة واحدة هو ${m.code}`,
          `أدخله في صفحة تبرعاتك (${portal('ar')}) ليُخصم تبرعك المتكرر لـ«${oneLine(m.purpose)}» من ${oneLine(m.card)}. تنتهي صلاحية الرمز بعد ${ttl} دقائق، ولا يصلح إلا لمرة واحدة.`,
          'إن لم تطلب تغيير البطاقة فتجاهل هذه الرسالة: لن تتغير البطاقة دون هذا الرمز.',
          organisationLines('ar'),
        ]
      : [
          `Your one-time code is ${m.code}`,
          `Enter it on ${portal('en')} to pay your recurring donation for ${oneLine(m.purpose)} with the ${oneLine(m.card)}. The code expires in ${ttl} minutes and works once.`,
          'If you did not ask to change your card, ignore this e-mail: the card is not changed without the code.',
          organisationLines('en'),
        ]
  await payload.sendEmail({
    to: m.to,
    subject: CARD_CODE_SUBJECT[m.lang],
    ...rendered(m.lang, paragraphs, [portal(m.lang)]),
  })
}
