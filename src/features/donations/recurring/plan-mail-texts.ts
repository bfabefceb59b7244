import type { Locale } from '@/i18n/locales'
import { oneLine } from '@/lib/mail/layout'
import { ORGANISATION } from '../constants'
import {
  cardLabel,
  organisationLines,
  planSentence,
  type MailWords,
  type PlanFacts,
  type Signature,
} from '../mail/mail-texts'
import { AUTHENTICATE_LINK_DAYS } from './plan-link'

/**
 * The words of two plan mails that ask the donor to act (issue 45, Stripe go-live), in the
 * donor's language: the bank wants a charge authenticated (link to /donor/authenticate), and a
 * card saved under the sandbox that the live gateway cannot charge (link to the donor portal's
 * "Replace card"). Neither says "try again": nothing was charged when they are sent.
 */
interface PlanAsk {
  donorName: string
  plan: PlanFacts
  brand: string
  last4: string
  /** The signed cancel link. */
  cancelUrl: string
  /** The plan's entity when it signs (the Egyptian NGO); the New York office when absent. */
  signature?: Signature
}

const dear = (name: string, locale: Locale) =>
  locale === 'ar' ? `السيد/ة ${oneLine(name)}،` : `Dear ${oneLine(name)},`

export function planAuthenticationMail(
  locale: Locale,
  r: PlanAsk & { authenticateUrl: string },
): MailWords {
  if (locale === 'ar') {
    return {
      subject: 'يرجى تأكيد تبرعك الدوري لمؤسسة مصر الجديدة',
      paragraphs: [
        dear(r.donorName, 'ar'),
        `يطلب مصرفك أن تؤكد بنفسك الخصم من ${cardLabel(r.brand, r.last4, 'ar')} لتبرعك الدوري (${planSentence(r.plan, 'ar')})، وهذا غير ممكن في غيابك. لم يُخصم أي مبلغ، وأوقفنا تبرعك الدوري مؤقتًا.`,
        `أكّد الدفع مع مصرفك من هذه الصفحة (يعمل الرابط ${AUTHENTICATE_LINK_DAYS} يومًا): ${r.authenticateUrl}`,
        'بعد التأكيد يُخصم المبلغ مرة واحدة، ونرسل إليك الإيصال، ويستمر تبرعك الدوري.',
        `وإن فضّلت إنهاءه نهائيًا: ${r.cancelUrl}`,
        organisationLines('ar', r.signature),
      ],
    }
  }
  return {
    subject: `Please confirm your recurring donation to the ${ORGANISATION.name}`,
    paragraphs: [
      dear(r.donorName, 'en'),
      `Your bank asks you to confirm the charge of your ${cardLabel(r.brand, r.last4)} for your recurring donation (${planSentence(r.plan, 'en')}) yourself, which cannot be done while you are away. Nothing was charged, and your recurring donation is paused.`,
      `Confirm the payment with your bank on this page (the link works for ${AUTHENTICATE_LINK_DAYS} days): ${r.authenticateUrl}`,
      'Once it is confirmed, the donation is charged once, we e-mail your receipt and your recurring donation goes on.',
      `If you prefer to end it for good: ${r.cancelUrl}`,
      organisationLines('en', r.signature),
    ],
  }
}

export function planNewCardMail(locale: Locale, r: PlanAsk & { portalUrl: string }): MailWords {
  if (locale === 'ar') {
    return {
      subject: 'تبرعك الدوري لمؤسسة مصر الجديدة يحتاج إلى بطاقتك من جديد',
      paragraphs: [
        dear(r.donorName, 'ar'),
        `غيّرنا طريقة استلام التبرعات، ولا يمكن استخدام ${cardLabel(r.brand, r.last4, 'ar')} المحفوظة لتبرعك الدوري (${planSentence(r.plan, 'ar')}) بعد الآن. لم يُخصم أي مبلغ، وأوقفنا تبرعك الدوري مؤقتًا.`,
        `لمواصلة تبرعك: سجّل الدخول إلى صفحة تبرعاتك بهذا البريد الإلكتروني، واختر «استبدال البطاقة» لهذا التبرع وأدخل بطاقتك، ثم «استئناف»: ${r.portalUrl}`,
        `وإن فضّلت إنهاءه نهائيًا: ${r.cancelUrl}`,
        organisationLines('ar', r.signature),
      ],
    }
  }
  return {
    subject: `Your recurring donation to the ${ORGANISATION.name} needs your card again`,
    paragraphs: [
      dear(r.donorName, 'en'),
      `We have changed the way we take donations, and the ${cardLabel(r.brand, r.last4)} saved for your recurring donation (${planSentence(r.plan, 'en')}) can no longer be charged. Nothing was charged, and your recurring donation is paused.`,
      `To go on giving, sign in on your donor page with this e-mail address, choose "Replace card" on this donation and enter your card, then "Resume": ${r.portalUrl}`,
      `If you prefer to end it for good: ${r.cancelUrl}`,
      organisationLines('en', r.signature),
    ],
  }
}
