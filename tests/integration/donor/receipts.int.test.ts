import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasPdftotext, pdfText } from '../../helpers/pdf-text'
import { startSmtpCatcher } from '../../helpers/smtp-catcher'
import {
  payload,
  catcher,
  ids,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  sql,
  setUpDonations,
} from '../donations/world'

/** Receipts and yearly statements: totals across years and refunds, the PDF texts. */
setUpDonations()

let receipts: typeof import('@/features/donations/receipts/receipts.server')
let pdf: typeof import('@/features/donations/receipts/pdf.server')
beforeAll(async () => {
  receipts = await import('@/features/donations/receipts/receipts.server')
  pdf = await import('@/features/donations/receipts/pdf.server')
  // The US entity as a charity fills it in (decision 0112); the EGP one is left to each test.
  await payload.create({
    collection: 'legal-entities',
    overrideAccess: true,
    locale: 'en',
    data: {
      currency: 'USD',
      gateway: 'stripe',
      name: 'New Egypt Foundation Inc.',
      address: '1 Main St\nAlbany NY 12207\nUnited States',
      registrationLabel: 'EIN',
      registrationNumber: '12-3456789',
      minAmount: 100,
      maxAmount: 1_000_000,
      deductibilityStatement: 'Deductible to the extent allowed by law.',
      signatoryName: 'Mona Hassan',
      signatoryTitle: 'Treasurer',
    },
  })
  await payload.update({
    collection: 'purposes',
    id: ids.medical,
    overrideAccess: true,
    data: { nameAr: 'الرعاية الطبية' },
  })
})

async function gift(email: string, amount: string, paidAt: string, name = 'Amira') {
  const body = donationBody({
    email,
    first_name: name,
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: amount,
        is_repeat: '0',
        repeat_type: '',
      },
    ],
  })
  const { code } = await staged(body)
  const { donationId } = (await confirmWith(email, code)) as { donationId: number }
  await sql(`UPDATE donations SET paid_at = $2 WHERE id = $1`, [donationId, paidAt])
  return donationId
}

/** The PDF's text, without the Unicode embedding controls pdftotext marks the runs' direction with. */
const textOf = (buffer: Buffer) => pdfText(buffer).replace(/[\u202a-\u202e\u2066-\u2069]/g, '')

describe('yearly statements', () => {
  it('totals each calendar year apart, lists a refunded gift and leaves it out of the total', async () => {
    const email = uniqueEmail('yearly')
    // Calendar years of Cairo (UTC+2 in winter): 23:59 on 31 December, then 00:00:30 on 1 January.
    await gift(email, '100', '2024-12-31T21:59:00Z')
    const refunded = await gift(email, '50', '2024-12-31T22:00:30Z')
    await gift(email, '30', '2025-06-15T12:00:00Z')
    await gift(uniqueEmail('someone-else'), '999', '2025-03-01T12:00:00Z')
    await sql(`UPDATE donations SET status = 'refunded' WHERE id = $1`, [refunded])

    const y2024 = await receipts.statementData(payload, email, 2024)
    expect(y2024?.gifts.map((g) => g.amountCents)).toEqual([10000])
    expect(y2024?.totals).toEqual([{ currency: 'USD', cents: 10000 }])
    const y2025 = await receipts.statementData(payload, email, 2025)
    expect(y2025?.gifts.map((g) => [g.amountCents, g.status])).toEqual([
      [5000, 'refunded'],
      [3000, 'paid'],
    ])
    expect(y2025?.totals).toEqual([{ currency: 'USD', cents: 3000 }])
    expect(await receipts.statementData(payload, email, 2023)).toBeNull()
    // Another donor's donation is not this donor's receipt.
    expect(await receipts.receiptData(payload, uniqueEmail('thief'), refunded)).toBeNull()
  })
})

describe('the donor’s address on an Arabic receipt', () => {
  it('names the city, the governorate and the country in Arabic, the English receipt unchanged', async () => {
    // The project's Arabic name of the governorate (and of its capital, the city of its name).
    await payload.create({
      collection: 'governorates',
      overrideAccess: true,
      data: { name: 'القاهرة', nameEn: 'Cairo' },
    })
    const email = uniqueEmail('address-ar')
    const id = await gift(email, '100', '2025-03-03T10:00:00Z')
    const data = await receipts.receiptData(payload, email, id)
    expect(data!.donorAddress).toBe(
      '12 Nile Corniche, Garden City\nCairo, Cairo Governorate 11519\nEgypt',
    )
    // Cairo, Cairo Governorate: one name in Arabic, written once.
    expect(data!.donorAddressAr).toBe('12 Nile Corniche, Garden City\nالقاهرة 11519\nمصر')
  })
})

describe.skipIf(!hasPdftotext)('PDF texts (pdftotext)', () => {
  it('an English receipt names the US entity, the donor with the address given, the gift and the statements', async () => {
    const email = uniqueEmail('pdf-en')
    const id = await gift(email, '250', '2025-02-03T10:00:00Z', 'Zoë')
    const data = await receipts.receiptData(payload, email, id)
    const text = textOf(await pdf.receiptPdf(data!, 'en')).replace(/\s+/g, ' ')
    for (const part of [
      'Donation receipt',
      'New Egypt Foundation Inc.',
      '1 Main St Albany NY 12207 United States',
      'EIN: 12-3456789',
      'Donor: Zoë Fawzy',
      // The address given with the gift: street, city and state, ZIP, country.
      '12 Nile Corniche, Garden City Cairo, Cairo Governorate 11519 Egypt',
      `Receipt number: D-${id}`,
      'Date: 3 Feb 2025 (Cairo time)',
      'Medical Care · General: USD 250.00',
      'Total: USD 250.00',
      'No goods or services were provided in exchange for this contribution.',
      'Deductible to the extent allowed by law.',
      'Authorised signatory',
      'Mona Hassan, Treasurer',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('SAMPLE')
    expect(text).not.toContain('$')
  })

  it('an English statement lists a refunded gift, leaves it out of the total and says so', async () => {
    // Once read from the statement a donor downloaded in tests/e2e/donor-refund.spec.ts (decision 0092).
    const email = uniqueEmail('pdf-statement')
    await gift(email, '20', '2025-05-05T10:00:00Z')
    const refunded = await gift(email, '10', '2025-06-05T10:00:00Z')
    await sql(`UPDATE donations SET status = 'refunded' WHERE id = $1`, [refunded])
    const data = await receipts.statementData(payload, email, 2025)
    const text = textOf(await pdf.receiptPdf(data!, 'en', 2025)).replace(/\s+/g, ' ')
    const amounts = [...text.matchAll(/Amount: (USD [\d,.]+)/g)].map((m) => m[1])
    expect(amounts.sort()).toEqual(['USD 10.00', 'USD 20.00'])
    expect(text).toContain('Total donations in 2025: USD 20.00')
    expect(text).toContain('Refunded gifts are listed and not counted in the total.')
  })

  it('an Arabic statement is extracted with its Arabic words in order', async () => {
    const email = uniqueEmail('pdf-ar')
    await gift(email, '20', '2025-05-05T10:00:00Z')
    const refunded = await gift(email, '10', '2025-06-05T10:00:00Z')
    await sql(`UPDATE donations SET status = 'refunded' WHERE id = $1`, [refunded])
    const data = await receipts.statementData(payload, email, 2025)
    const file = await pdf.receiptPdf(data!, 'ar', 2025)
    // A look at the page: `DONOR_PDF_DIR=… npx vitest …` writes it there.
    if (process.env.DONOR_PDF_DIR) {
      writeFileSync(path.join(process.env.DONOR_PDF_DIR, 'statement-ar.pdf'), file)
    }
    const text = textOf(file)
    const expected = [
      'New Egypt Foundation Inc.',
      'EIN',
      'كشف التبرعات لعام',
      'المتبرع',
      'الرعاية الطبية',
      'مسترد',
      'إجمالي التبرعات في',
      'لم تقدم أي سلع أو خدمات مقابل هذه التبرعات.',
    ]
    let from = 0
    for (const phrase of expected) {
      const at = text.indexOf(phrase, from)
      expect(at, `${phrase} after ${from} in:\n${text}`).toBeGreaterThanOrEqual(0)
      from = at + phrase.length
    }
    // Money the ar-EG way (decision 0091): Arabic-Indic digits, the currency in words.
    expect(text).toContain('٢٠٫٠٠')
    expect(text).toContain('دولار أمريكي')
    expect(text).not.toContain('$')
  })

  it('renders names in any script without failing', async () => {
    const email = uniqueEmail('pdf-any')
    const id = await gift(email, '5', '2025-07-07T10:00:00Z')
    await sql(`UPDATE donations SET donor_name = $2 WHERE id = $1`, [
      id,
      '李小龍 \u0007 🙂 Ωμέγα עברית محمد',
    ])
    const data = await receipts.receiptData(payload, email, id)
    for (const lang of ['en', 'ar'] as const) {
      const out = await pdf.receiptPdf(data!, lang)
      expect(out.subarray(0, 5).toString()).toBe('%PDF-')
      expect(textOf(out)).toContain('محمد')
    }
  })
})

describe('the receipt e-mail', () => {
  it('carries the PDF receipt, also when it waited in the outbox for the SMTP server', async () => {
    const email = uniqueEmail('mailed')
    const id = await gift(email, '12', new Date().toISOString())
    const receipt = catcher
      .to(email)
      .find((m) => m.subject === 'Your donation receipt from the New Egypt Foundation')
    expect(receipt?.attachments).toEqual([
      { filename: `receipt-D-${id}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ])
    expect(receipt!.attachments[0]!.size).toBeGreaterThan(5000)

    // The server goes away: the mail waits in the outbox with its file, and is sent whole later.
    const { sendReliably, deliverDueMail } = await import('@/lib/mail/queue.server')
    const port = Number(process.env.SMTP_PORT)
    await catcher.close()
    const later = uniqueEmail('queued')
    const content = Buffer.from('%PDF-1.7 a queued receipt')
    await sendReliably(payload, {
      to: later,
      subject: 'Queued receipt',
      text: 'See the attachment.',
      attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', content }],
    })
    const back = await startSmtpCatcher(port)
    try {
      await sql(`UPDATE outbox SET next_attempt_at = now() - interval '1 second'`)
      expect(await deliverDueMail(payload)).toEqual({ sent: 1, failed: 0 })
      expect(back.to(later)[0]?.attachments).toEqual([
        { filename: 'r.pdf', contentType: 'application/pdf', size: content.length },
      ])
    } finally {
      await back.close()
    }
  })
})
