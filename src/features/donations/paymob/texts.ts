import type { Locale } from '@/i18n/locales'
import { formatMinorUnits } from '@/i18n/format-number'
import { oneLine, type MailParagraph } from '@/lib/mail/layout'
import { ORGANISATION } from '../constants'
import { ORGANISATION_AR } from '../mail/mail-texts'

/**
 * The kiosk (Aman / Fawry) mails in each language (decision 0107; the spec is silent on them):
 * the reference to pay with, and the notice that it expired unpaid. Money in pounds the page's
 * way (decision 0091); the reference in Western digits, as the kiosk's keypad shows them.
 */
export interface KioskFacts {
  donorName: string
  amountCents: number
  reference: string
  /** When the reference stops being payable, already written for the mail's language. */
  until: string
}

export interface MailWords {
  subject: string
  paragraphs: MailParagraph[]
  /** URLs of the paragraphs that the HTML twin makes links. */
  links?: string[]
}

/** How to pay at the outlet (decision 0128): the same steps as the return page's. */
const KIOSK_STEPS: Record<Locale, string[]> = {
  en: [
    'How to pay:',
    '1. Go to any Aman or Fawry outlet: many pharmacies, supermarkets and kiosks have one.',
    '2. Ask to pay a باي موب bill («مدفوعات أكسبت», Accept payments) and give the reference number above.',
    '3. Pay the amount in cash and keep the slip the cashier gives you.',
  ],
  ar: [
    'طريقة الدفع:',
    '1. توجّه إلى أي منفذ أمان أو فوري، وتجده في كثير من الصيدليات والمتاجر والأكشاك.',
    '2. اطلب من الكاشير الدفع لخدمة «مدفوعات أكسبت» (باي موب) وأعطه الرقم المرجعي أعلاه.',
    '3. ادفع المبلغ نقدًا واحتفظ بالإيصال الذي يعطيك إياه الكاشير.',
  ],
}

export function kioskReferenceMail(f: KioskFacts, locale: Locale): MailWords {
  const amount = formatMinorUnits(f.amountCents, locale, 'EGP')
  const name = oneLine(f.donorName)
  if (locale === 'ar') {
    return {
      subject: `رقمك المرجعي للدفع في منافذ أمان أو فوري: ${f.reference}`,
      paragraphs: [
        `عزيزنا ${name}،`,
        `شكرًا لاختيارك التبرع لـ${ORGANISATION_AR.name}. لإتمام تبرعك بمبلغ ${amount}، ادفع نقدًا في أي منفذ أمان أو فوري باستخدام الرقم المرجعي:`,
        f.reference,
        KIOSK_STEPS.ar,
        `الرقم صالح حتى ${f.until}. سنرسل إليك الإيصال بعد وصول المبلغ، ولن يُسجَّل التبرع قبل ذلك.`,
      ],
    }
  }
  return {
    subject: `Your reference to pay at an Aman or Fawry kiosk: ${f.reference}`,
    paragraphs: [
      `Dear ${name},`,
      `Thank you for giving to the ${ORGANISATION.name}. To complete your donation of ${amount}, pay in cash at any Aman or Fawry kiosk with this reference number:`,
      f.reference,
      KIOSK_STEPS.en,
      `It can be paid until ${f.until}. We will send your receipt once the payment reaches us; the donation is not recorded before then.`,
    ],
  }
}

export function kioskExpiredMail(
  f: Omit<KioskFacts, 'until'> & { pledge?: boolean; /** Where to give again. */ giveUrl: string },
  locale: Locale,
): MailWords {
  const amount = formatMinorUnits(f.amountCents, locale, 'EGP')
  const name = oneLine(f.donorName)
  if (locale === 'ar') {
    return {
      subject: 'انتهت صلاحية الرقم المرجعي لتبرعك',
      paragraphs: [
        `عزيزنا ${name}،`,
        `انتهت صلاحية الرقم المرجعي ${f.reference} لتبرعك بمبلغ ${amount} دون أن يُدفع، فلم يُسجَّل التبرع ولم يُخصم منك شيء.`,
        // A pledge's period (decision 0122): its reminder's link opens a new checkout.
        f.pledge
          ? 'يظل رابط الدفع في رسالة التذكير صالحًا لدفع هذه الدورة.'
          : `إن رغبت في التبرع، يمكنك البدء من جديد من صفحة التبرع: ${f.giveUrl}`,
      ],
      links: f.pledge ? [] : [f.giveUrl],
    }
  }
  return {
    subject: 'The reference for your donation has expired',
    paragraphs: [
      `Dear ${name},`,
      `The kiosk reference ${f.reference} for your donation of ${amount} expired before it was paid, so the donation was not recorded and nothing was taken.`,
      f.pledge
        ? 'The payment link in your reminder still works for this period.'
        : `If you would still like to give, you can start again from the donation page: ${f.giveUrl}`,
    ],
    links: f.pledge ? [] : [f.giveUrl],
  }
}
