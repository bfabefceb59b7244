import { receiptPdf } from '@/features/donations/receipts/pdf.server'
import { statementData } from '@/features/donations/receipts/receipts.server'
import { donorOf, langOf } from '@/features/donor/request.server'
import { handler, notFound } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

type Ctx = { params: Promise<{ year: string }> }

/** GET /api/donor/statements/{year}?lang=ar: the year's statement; 404 for a year without gifts. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const payload = await payloadClient()
  const donor = await donorOf(payload, req)
  if ('refused' in donor) return donor.refused
  const raw = (await params).year
  const year = /^\d{4}$/.test(raw) ? Number(raw) : null
  const data = year ? await statementData(payload, donor.email, year) : null
  if (!data || !year) return notFound('The statement')
  const lang = langOf(req)
  return new Response(new Uint8Array(await receiptPdf(data, lang, year)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="statement-${year}${lang === 'ar' ? '-ar' : ''}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
