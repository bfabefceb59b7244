import { receiptPdf } from '@/features/donations/receipts/pdf.server'
import { receiptData } from '@/features/donations/receipts/receipts.server'
import { donorOf, langOf } from '@/features/donor/request.server'
import { handler, notFound } from '@/lib/api/http'
import { parseId } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'

type Ctx = { params: Promise<{ id: string }> }

/** GET /api/donor/receipts/{donation id}?lang=ar: the PDF receipt; 404 for another's. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const id = parseId((await params).id)
  const data = id ? await receiptData(payload, donor.email, id) : null
  if (!data) return notFound('The receipt')
  const lang = langOf(req)
  return new Response(new Uint8Array(await receiptPdf(data, lang)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-D-${id}${lang === 'ar' ? '-ar' : ''}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
