import type { Locale } from '@/i18n/locales'
import { ORGANISATION } from '../constants'
import {
  dear,
  organisationLines,
  planSentence,
  type MailWords,
  type PlanFacts,
  type Signature,
} from './mail-texts'

/**
 * The confirmation of a plan cancelled with the signed link of a mail (decision 0103; the
 * portal's cancel confirms with its own plan-change mail): which plan, that nothing more is
 * charged, and where the past gifts and receipts stay.
 */
export function planCancelledMail(
  locale: Locale,
  r: { donorName: string; plan: PlanFacts; portalUrl: string; signature?: Signature },
): MailWords {
  if (locale === 'ar') {
    return {
      subject: 'تم إلغاء تبرعك الدوري لمؤسسة مصر الجديدة',
      paragraphs: [
        dear(r.donorName, 'ar'),
        `ألغينا تبرعك الدوري (${planSentence(r.plan, 'ar')})، ولن يُخصم أي مبلغ آخر. شكرًا لك على دعمك.`,
        `تبقى تبرعاتك السابقة وإيصالاتها في صفحة تبرعاتك: ${r.portalUrl}`,
        organisationLines('ar', r.signature),
      ],
    }
  }
  return {
    subject: `Your recurring donation to the ${ORGANISATION.name} is cancelled`,
    paragraphs: [
      dear(r.donorName, 'en'),
      `Your recurring donation (${planSentence(r.plan, 'en')}) is cancelled: nothing more will be charged. Thank you for your support.`,
      `Your past gifts and their receipts stay on your donor page: ${r.portalUrl}`,
      'If you did not cancel it, reply to this e-mail and we will help.',
      organisationLines('en', r.signature),
    ],
  }
}
