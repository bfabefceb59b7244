import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Entity } from '@/features/entities/entity.server'
import type { Currency } from '@/lib/money/currency'
import { hasPdftotext, lineOnPage, pdfText } from '../../../../tests/helpers/pdf-text'
import sharp from 'sharp'
import type { Issuer } from './issuer.server'
import { receiptMoney, receiptPdf } from './pdf.server'
import type { ReceiptData } from './receipts.server'

/**
 * The receipt and statement PDFs as pdftotext reads them (issues 42 and 45): every field a tax
 * office reads, in English and Arabic, in dollars and pounds, "SAMPLE" while the entity lacks its
 * registration number; the Arabic words whole and the lines with numbers in the order they stand
 * on the page. The words' shapes at 300 dpi are checked in src/lib/pdf/bidi-text.test.ts.
 */
const entity = (over: Partial<Entity> & { currency: Currency }): Entity => ({
  id: 1,
  gateway: over.currency === 'USD' ? 'stripe' : 'paymob',
  name: 'New Egypt Foundation Inc.',
  address: '485 Lexington Avenue, Suite 1200\nNew York, NY 10017\nUnited States',
  registrationLabel: 'EIN',
  registrationNumber: '12-3456789',
  minAmount: 100,
  maxAmount: 1_000_000,
  deductibilityStatement: 'New Egypt Foundation Inc. is exempt under section 501(c)(3).',
  signatoryName: 'Mona Hassan',
  signatoryTitle: 'Treasurer',
  signature: null,
  ...over,
})

const EGP_AR = entity({
  currency: 'EGP',
  name: 'مؤسسة مصر الجديدة',
  address: '١٢ شارع التحرير، الدقي\nالجيزة، مصر',
  registrationLabel: 'رقم القيد بوزارة التضامن الاجتماعي',
  registrationNumber: '1234/2019',
  deductibilityStatement: 'التبرع يخصم من وعاء الضريبة وفق قانون الضريبة على الدخل.',
  signatoryName: 'Mona Hassan',
  signatoryTitle: 'أمينة الصندوق',
})
const EGP_EN = entity({
  currency: 'EGP',
  name: 'New Egypt Foundation (Egypt)',
  address: '12 Tahrir Street, Dokki\nGiza, Egypt',
  registrationLabel: 'Ministry of Social Solidarity registration no.',
  registrationNumber: '1234/2019',
  deductibilityStatement: 'Gifts are deductible under the Egyptian income tax law.',
  signatoryTitle: 'Treasurer',
})

/** A hand-drawn signature, as a PNG. */
const SIGNATURE = sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><path d="M10 60 C 40 0, 60 90, 90 40 S 140 10, 160 50 S 230 70, 290 20" fill="none" stroke="#1e3a8a" stroke-width="4"/></svg>',
  ),
)
  .png()
  .toBuffer()

const issuer = (currency: Currency, en: Entity, ar: Entity = en): Issuer => ({
  currency,
  texts: { en, ar },
  signature: null,
})

const dataOf = (currency: Currency, issuers: Issuer[], cents = 12550): ReceiptData => ({
  issuers,
  donorName: 'عبد الرحمن علي',
  donorAddress: '12 Tahrir St\nGiza, Cairo Governorate 12511\nEgypt',
  donorAddressAr: '12 Tahrir St\nالعجوزة، الجيزة 12511\nمصر',
  gifts: [
    {
      donationId: 42,
      paidAt: '2026-03-04T22:30:00Z', // 5 March in Cairo
      status: 'paid',
      currency,
      lines: [
        {
          purpose: 'Medical Care',
          purposeAr: 'الرعاية الطبية',
          amountCents: cents,
          designation: 'zakat',
        },
      ],
      amountCents: cents,
      refundedCents: 0,
      brand: 'visa',
      last4: '4242',
    },
  ],
  totals: [{ currency, cents }],
  designations: [{ designation: 'zakat', currency, cents }],
})

/** The text with the direction marks dropped and the spaces squeezed. */
const flat = (file: Buffer) =>
  pdfText(file)
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
/** The words pdftotext reads; the embedding marks it puts around a run end a word too. */
const words = (file: Buffer) =>
  pdfText(file)
    .replace(/[\u202a-\u202e]/g, ' ')
    .split(/[\s:.،]+/)
    .filter(Boolean)
/** An Arabic word as pdftotext's word boxes give it: its letters left to right on the page. */
const onPage = (word: string) => [...word].reverse().join('')

describe('receiptMoney', () => {
  it('names the currency by its code in English and in words in Arabic', () => {
    expect(receiptMoney(12550, 'USD', 'en')).toBe('\u2066USD 125.50\u2069')
    expect(receiptMoney(100000, 'EGP', 'en')).toBe('\u2066EGP 1,000.00\u2069')
    expect(receiptMoney(100000, 'EGP', 'ar')).toMatch(/^١٬٠٠٠٫٠٠\s\u200f?ج\.م$/)
  })
})

describe.skipIf(!hasPdftotext)('receipt and statement PDFs (pdftotext)', () => {
  it('an English USD receipt has every field a tax office reads', { timeout: 60_000 }, async () => {
    // With a signature image, as staff upload it.
    const signed: Issuer = {
      ...issuer('USD', entity({ currency: 'USD' })),
      signature: await SIGNATURE,
    }
    const pdf = await receiptPdf(dataOf('USD', [signed]), 'en')
    if (process.env.DONOR_PDF_DIR)
      writeFileSync(path.join(process.env.DONOR_PDF_DIR, 'receipt-usd-en.pdf'), pdf)
    const text = flat(pdf)
    for (const part of [
      'New Egypt Foundation Inc.',
      '485 Lexington Avenue, Suite 1200 New York, NY 10017 United States',
      'EIN: 12-3456789',
      'Donation receipt',
      'Donor: عبد الرحمن علي',
      '12 Tahrir St Giza, Cairo Governorate 12511 Egypt',
      'Receipt number: D-42',
      'Date: 5 Mar 2026 (Cairo time)',
      'Medical Care · Zakat: USD 125.50',
      'Amount: USD 125.50',
      'Total: USD 125.50',
      'No goods or services were provided in exchange for this contribution.',
      'New Egypt Foundation Inc. is exempt under section 501(c)(3).',
      'Authorised signatory',
      'Mona Hassan, Treasurer',
    ])
      expect(text, part).toContain(part)
    expect(text).not.toContain('$')
    expect(text).not.toContain('SAMPLE')
  })

  it(
    'an English EGP receipt names the Egyptian entity and pounds',
    { timeout: 60_000 },
    async () => {
      const text = flat(await receiptPdf(dataOf('EGP', [issuer('EGP', EGP_EN)], 100000), 'en'))
      for (const part of [
        'New Egypt Foundation (Egypt)',
        '12 Tahrir Street, Dokki Giza, Egypt',
        'Ministry of Social Solidarity registration no.: 1234/2019',
        'Medical Care · Zakat: EGP 1,000.00',
        'Total: EGP 1,000.00',
        'Gifts are deductible under the Egyptian income tax law.',
      ])
        expect(text, part).toContain(part)
    },
  )

  it(
    'a statement of gifts in both currencies names both entities and totals each apart',
    { timeout: 60_000 },
    async () => {
      const usd = dataOf('USD', [issuer('USD', entity({ currency: 'USD' }))], 5000)
      const egp = dataOf('EGP', [issuer('EGP', EGP_EN)], 100000)
      const both: ReceiptData = {
        ...usd,
        issuers: [...usd.issuers, ...egp.issuers],
        gifts: [...usd.gifts, { ...egp.gifts[0]!, donationId: 43 }],
        totals: [...usd.totals, ...egp.totals],
      }
      const text = flat(await receiptPdf(both, 'en', 2026))
      for (const part of [
        'EIN: 12-3456789',
        'Ministry of Social Solidarity registration no.: 1234/2019',
        'Total donations in 2026: USD 50.00',
        'Total donations in 2026: EGP 1,000.00',
        'Gifts are deductible under the Egyptian income tax law.',
      ])
        expect(text, part).toContain(part)
    },
  )

  it(
    'says SAMPLE while the registration number is missing, and not once it is filled',
    { timeout: 60_000 },
    async () => {
      const blank = entity({ currency: 'USD', registrationNumber: null })
      const samplePdf = await receiptPdf(dataOf('USD', [issuer('USD', blank)]), 'en')
      if (process.env.DONOR_PDF_DIR)
        writeFileSync(path.join(process.env.DONOR_PDF_DIR, 'receipt-sample-en.pdf'), samplePdf)
      const en = flat(samplePdf)
      expect(en).toContain('SAMPLE — not valid for tax')
      expect(en).toContain('EIN: —')
      const ar = flat(await receiptPdf(dataOf('USD', [issuer('USD', blank)]), 'ar'))
      expect(ar).toContain('نموذج — غير صالح للأغراض الضريبية')
      const filled = flat(
        await receiptPdf(dataOf('USD', [issuer('USD', entity({ currency: 'USD' }))]), 'ar'),
      )
      expect(filled).not.toContain('نموذج')
    },
  )

  it('has every Arabic word of an EGP receipt whole', { timeout: 60_000 }, async () => {
    const file = await receiptPdf(dataOf('EGP', [issuer('EGP', EGP_EN, EGP_AR)], 100000), 'ar')
    if (process.env.DONOR_PDF_DIR)
      writeFileSync(path.join(process.env.DONOR_PDF_DIR, 'receipt-egp-ar.pdf'), file)
    const found = words(file)
    for (const word of [
      'إيصال',
      'تبرع',
      'مؤسسة',
      'التحرير',
      'التضامن',
      'المتبرع',
      'الرحمن',
      'الرعاية',
      'الطبية',
      'زكاة',
      'المبلغ',
      'وسيلة',
      'الدفع',
      'الإجمالي',
      'وعاء',
      'المفوض',
      'أمينة',
      'الصندوق',
      'العجوزة', // the donor's city, in Arabic on an Arabic receipt
    ])
      expect(found, word).toContain(word)
    const text = flat(file)
    // pdftotext lays the amount and «ج.م» out in visual order, around the label's colon.
    expect(text).toContain('١٬٠٠٠٫٠٠')
    expect(text).toContain('ج.م')
    expect(text).toContain('1234/2019')
    expect(text).toContain('Mona Hassan')
    expect(text).not.toContain('نموذج')
  })

  it(
    'puts the total, the year and the ids where an Arabic reader expects them',
    { timeout: 60_000 },
    async () => {
      const data = dataOf('USD', [issuer('USD', entity({ currency: 'USD' }))], 5000)
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
      expect(lineOnPage(file, ':EIN')[0]).toBe('12-3456789')
      expect(lineOnPage(file, 'D-42').slice(-3)).toEqual([
        'D-42',
        ':' + onPage('الإيصال'),
        onPage('رقم'),
      ])
    },
  )
})
