import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasPdftotext, lineOnPage, pdfText } from '../../../../tests/helpers/pdf-text'
import { receiptPdf } from './pdf.server'
import type { ReceiptData } from './receipts.server'

/**
 * The Arabic receipt and statement as pdftotext reads them (issue 42): whole words, and
 * the lines with numbers in the order they stand on the page. The words' shapes at 300 dpi
 * are checked in src/lib/pdf/bidi-text.test.ts.
 */
const data: ReceiptData = {
  organisation: {
    legalName: 'جمعية الخير',
    address: '12 شارع التحرير، القاهرة',
    ein: '12-3456789',
  },
  donorName: 'عبد الرحمن علي',
  donorAddress: 'Cairo, Egypt',
  gifts: [
    {
      donationId: 42,
      paidAt: '2026-03-05T10:00:00Z',
      status: 'paid',
      currency: 'USD',
      lines: [
        {
          purpose: 'Medical Care',
          purposeAr: 'الرعاية الطبية',
          amountCents: 5000,
          designation: 'general',
        },
      ],
      amountCents: 5000,
      refundedCents: 0,
      brand: 'visa',
      last4: '4242',
    },
  ],
  totals: [{ currency: 'USD', cents: 5000 }],
  designations: [{ designation: 'general', currency: 'USD', cents: 5000 }],
}

/** The words pdftotext reads; the embedding marks it puts around a run end a word too. */
const words = (file: Buffer) =>
  pdfText(file)
    .replace(/[\u202a-\u202e]/g, ' ')
    .split(/[\s:.،]+/)
    .filter(Boolean)
/** An Arabic word as pdftotext's word boxes give it: its letters left to right on the page. */
const onPage = (word: string) => [...word].reverse().join('')

describe.skipIf(!hasPdftotext)('Arabic receipt and statement PDFs (pdftotext)', () => {
  it('has every Arabic word of the receipt whole', { timeout: 60_000 }, async () => {
    const found = words(await receiptPdf(data, 'ar'))
    for (const word of [
      'إيصال',
      'تبرع',
      'المتبرع',
      'الرحمن',
      'الرعاية',
      'الطبية',
      'المبلغ',
      'وسيلة',
      'الدفع',
      'الإجمالي',
      'التعريف',
      'الضريبي',
      'خدمات',
      'مقابل',
    ])
      expect(found, word).toContain(word)
  })

  it(
    'puts the total, the year and the ids where an Arabic reader expects them',
    {
      timeout: 60_000,
    },
    async () => {
      const file = await receiptPdf(data, 'ar', 2026)
      // A look at the page: `DONOR_PDF_DIR=… npx vitest …` writes it there.
      if (process.env.DONOR_PDF_DIR)
        writeFileSync(path.join(process.env.DONOR_PDF_DIR, 'statement-ar.pdf'), file)
      expect(words(file)).toEqual(expect.arrayContaining(['كشف', 'التبرعات', 'لعام', 'إجمالي']))
      // Right to left: «إجمالي التبرعات في 2026: ٥٠٫٠٠ دولار أمريكي» (ar-EG money, decision
      // 0091), the amount at the left end.
      expect(lineOnPage(file, onPage('إجمالي'))).toEqual([
        onPage('أمريكي'),
        onPage('دولار'),
        '٥٠٫٠٠',
        ':2026',
        onPage('في'),
        onPage('التبرعات'),
        onPage('إجمالي'),
      ])
      expect(lineOnPage(file, onPage('الضريبي:'))[0]).toBe('12-3456789')
      expect(lineOnPage(file, onPage('التاريخ:'))[0]).toBe('2026-03-05')
    },
  )
})
