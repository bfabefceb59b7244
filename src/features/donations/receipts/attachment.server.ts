import 'server-only'
import type { Payload } from 'payload'
import type { MailAttachment } from '@/lib/mail/queue.server'
import { receiptPdf } from './pdf.server'
import { receiptData } from './receipts.server'

/**
 * The PDF receipt of a donation, as the attachment of its receipt e-mail: in the donation's mail
 * language (the language of the page it was given on), as the mail itself (decision 0112).
 */
export async function receiptAttachment(
  payload: Payload,
  email: string,
  donationId: number,
): Promise<MailAttachment[]> {
  const data = await receiptData(payload, email, donationId)
  if (!data) return []
  const { mailLanguage } = await payload.findByID({
    collection: 'donations',
    id: donationId,
    select: { mailLanguage: true },
    depth: 0,
    overrideAccess: true,
  })
  const lang = mailLanguage === 'ar' ? 'ar' : 'en'
  return [
    {
      filename: `receipt-D-${donationId}${lang === 'ar' ? '-ar' : ''}.pdf`,
      contentType: 'application/pdf',
      content: await receiptPdf(data, lang),
    },
  ]
}
