import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/env'
import { sendReliably } from '@/lib/mail/queue.server'
import {
  OTP_POLICY,
  ORGANISATION,
  REPEAT_LABELS,
  type RepeatType,
} from '@/features/donations/constants'
import { formatUsd } from '@/features/donations/fees'

/**
 * The donor portal's e-mails: the sign-in code (straight to SMTP: the donor waits for it and is
 * told when it fails, like the donation code) and the notice of each plan change (queued, so an
 * SMTP outage delays it and never loses it).
 */
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
const signature = () =>
  [ORGANISATION.name, ...ORGANISATION.address, ORGANISATION.email, ORGANISATION.phone].join('\n')

export const SIGN_IN_SUBJECT = `Your ${ORGANISATION.name} sign-in code`

export async function sendSignInCodeMail(payload: Payload, m: { to: string; code: string }) {
  const text = [
    `Your one-time code is ${m.code}`,
    `Enter it on ${siteUrl()}/donor to see your donations, receipts and recurring donations. The code expires in ${OTP_POLICY.ttlMinutes} minutes and works once.`,
    'If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.',
    signature(),
  ].join('\n\n')
  await payload.sendEmail({ to: m.to, subject: SIGN_IN_SUBJECT, text })
}

export const PLAN_CHANGE_SUBJECT = `Your recurring donation to the ${ORGANISATION.name} was changed`

export async function sendPlanChangeMail(
  payload: Payload,
  m: {
    to: string
    donorName: string
    purpose: string
    what: string
    amountCents: number
    repeatType: RepeatType
  },
) {
  const text = [
    `Dear ${oneLine(m.donorName)},`,
    `Your recurring donation for ${oneLine(m.purpose)} (${formatUsd(m.amountCents)}, ${REPEAT_LABELS[m.repeatType].toLowerCase()}) was changed from your donor page: ${m.what}`,
    `If you did not make this change, sign in at ${siteUrl()}/donor to review it, or reply to this e-mail.`,
    signature(),
  ].join('\n\n')
  await sendReliably(payload, { to: m.to, subject: PLAN_CHANGE_SUBJECT, text })
}

export const CARD_CODE_SUBJECT = {
  en: `Your ${ORGANISATION.name} code to change your card`,
  ar: 'رمز تغيير بطاقة تبرعك المتكرر لمؤسسة مصر الجديدة',
} as const

/**
 * The code that confirms a new card for a recurring plan (straight to SMTP, like the sign-in
 * code: the donor waits for it), in the language of the page the card was entered on.
 */
export async function sendCardCodeMail(
  payload: Payload,
  m: { to: string; code: string; card: string; purpose: string; lang: 'en' | 'ar' },
) {
  const text =
    m.lang === 'ar'
      ? [
          `رمزك لمرة واحدة هو ${m.code}`,
          `أدخله في صفحة تبرعاتك (${siteUrl()}/ar/donor) ليُخصم تبرعك المتكرر لـ«${oneLine(m.purpose)}» من ${oneLine(m.card)}. تنتهي صلاحية الرمز بعد ${OTP_POLICY.ttlMinutes} دقائق، ولا يصلح إلا لمرة واحدة.`,
          'إن لم تطلب تغيير البطاقة فتجاهل هذه الرسالة: لن تتغير البطاقة دون هذا الرمز.',
          signature(),
        ]
      : [
          `Your one-time code is ${m.code}`,
          `Enter it on ${siteUrl()}/donor to pay your recurring donation for ${oneLine(m.purpose)} with the ${oneLine(m.card)}. The code expires in ${OTP_POLICY.ttlMinutes} minutes and works once.`,
          'If you did not ask to change your card, ignore this e-mail: the card is not changed without the code.',
          signature(),
        ]
  await payload.sendEmail({ to: m.to, subject: CARD_CODE_SUBJECT[m.lang], text: text.join('\n\n') })
}
