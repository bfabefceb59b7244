import 'server-only'
import type { Payload } from 'payload'
import type { MailAttachment } from '@/lib/mail/queue.server'
import { receiptPdf } from './pdf.server'
import { receiptData } from './receipts.server'

/** The English PDF receipt of a donation, as the attachment of its receipt e-mail. */
export async function receiptAttachment(
  payload: Payload,
  email: string,
  donationId: number,
): Promise<MailAttachment[]> {
  const data = await receiptData(payload, email, donationId)
  if (!data) return []
  return [
    {
      filename: `receipt-D-${donationId}.pdf`,
      contentType: 'application/pdf',
      content: await receiptPdf(data, 'en'),
    },
  ]
}
