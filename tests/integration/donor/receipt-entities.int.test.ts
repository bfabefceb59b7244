import { beforeAll, describe, expect, it } from 'vitest'
import { hasPdftotext, pdfText } from '../../helpers/pdf-text'
import { attachmentContent } from '../../helpers/smtp-catcher'
import {
  catcher,
  confirm,
  donationBody,
  ids,
  ip,
  payload,
  setUpDonations,
  sql,
  stage,
  staged,
  confirmWith,
  uniqueEmail,
} from '../donations/world'

/**
 * Receipts per legal entity (issue 45 item 1, decision 0112): a gift's receipt is issued by the
 * entity of its currency, in the donation's mail language, says SAMPLE while that entity's
 * registration number is missing, and names the donor with the address given with the gift,
 * which is also what the portal's "Your details for receipts" starts from.
 */
setUpDonations()

let egp = 0
beforeAll(async () => {
  // The Egyptian NGO as the seed writes it: no registration number yet.
  egp = (
    await payload.create({
      collection: 'legal-entities',
      overrideAccess: true,
      locale: 'en',
      data: {
        currency: 'EGP',
        // The card is charged by the sandbox here: this file is about the receipt, and Paymob's
        // checkout (decision 0107) is proven in donations/paymob.int.test.ts.
        gateway: 'stripe',
        name: 'New Egypt Foundation (Egypt)',
        address: '12 Tahrir Street, Dokki\nGiza, Egypt',
        registrationLabel: 'Ministry of Social Solidarity registration no.',
        minAmount: 1_000,
        maxAmount: 50_000_000,
        signatoryName: 'Mona Hassan',
        signatoryTitle: 'Treasurer',
      },
    })
  ).id
  await payload.update({
    collection: 'legal-entities',
    id: egp,
    locale: 'ar',
    overrideAccess: true,
    data: {
      name: 'مؤسسة مصر الجديدة',
      address: '١٢ شارع التحرير، الدقي\nالجيزة، مصر',
      registrationLabel: 'رقم القيد بوزارة التضامن الاجتماعي',
      deductibilityStatement: 'التبرع يخصم من وعاء الضريبة وفق قانون الضريبة على الدخل.',
      signatoryTitle: 'أمينة الصندوق',
    },
  })
})

const textOf = (pdf: Buffer) =>
  pdfText(pdf)
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')

/** A one-line gift of 1,000 pounds from an Arabic page, confirmed; its receipt mail. */
async function arabicEgpGift() {
  const body = donationBody({
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: '1000',
        is_repeat: '0',
        repeat_type: '',
      },
    ],
  })
  const result = await stage.stageDonation(payload, body, { ip: ip(), locale: 'ar' })
  expect(result).toMatchObject({ kind: 'ok' })
  const stagedId = (result as { id: number }).id
  await sql(`UPDATE staged_donations SET currency = 'EGP' WHERE id = $1`, [stagedId])
  await sql(`UPDATE staged_donations_lines SET designation = 'zakat' WHERE _parent_id = $1`, [
    stagedId,
  ])
  const code = /\b(\d{6})\b/.exec(catcher.to(body.email).at(-1)!.text)![1]!
  const confirmed = await confirm.confirmDonation(
    payload,
    { email: body.email, otp: code },
    { ip: ip(), locale: 'ar' },
  )
  expect(confirmed).toMatchObject({ kind: 'ok' })
  const donationId = (confirmed as { donationId: number }).donationId
  await expect.poll(() => catcher.to(body.email).some((m) => m.attachments.length)).toBe(true)
  const mail = catcher.to(body.email).find((m) => m.attachments.length)!
  return { email: body.email, donationId, mail }
}

describe.skipIf(!hasPdftotext)('receipts of the entity of the gift’s currency', () => {
  it('mails an Arabic EGP gift an Arabic receipt of the Egyptian entity, SAMPLE until its number is filled', async () => {
    const { email, donationId, mail } = await arabicEgpGift()
    const file = `receipt-D-${donationId}-ar.pdf`
    expect(mail.attachments.map((a) => a.filename)).toEqual([file])
    const sample = textOf(attachmentContent(mail, file)!)
    for (const part of [
      'مؤسسة مصر الجديدة',
      'شارع التحرير',
      'الدقي',
      'رقم القيد بوزارة التضامن الاجتماعي',
      'نموذج — غير صالح للأغراض الضريبية',
      'إيصال تبرع',
      'Amira Fawzy',
      '12 Nile Corniche, Garden City',
      'Cairo, Cairo Governorate 11519',
      `D-${donationId}`,
      'بتوقيت القاهرة',
      'Medical Care',
      'زكاة',
      '١٬٠٠٠٫٠٠',
      'ج.م',
      'التبرع يخصم من وعاء الضريبة',
      'المفوض بالتوقيع',
      'أمينة الصندوق',
    ])
      expect(sample, part).toContain(part)

    await payload.update({
      collection: 'legal-entities',
      id: egp,
      overrideAccess: true,
      data: { registrationNumber: '1234/2019' },
    })
    const { receiptData } = await import('@/features/donations/receipts/receipts.server')
    const { receiptPdf } = await import('@/features/donations/receipts/pdf.server')
    const data = await receiptData(payload, email, donationId)
    const ar = textOf(await receiptPdf(data!, 'ar'))
    expect(ar).toContain('1234/2019')
    expect(ar).not.toContain('نموذج')
    const en = textOf(await receiptPdf(data!, 'en'))
    for (const part of [
      'New Egypt Foundation (Egypt)',
      'Ministry of Social Solidarity registration no.: 1234/2019',
      'Medical Care · Zakat: EGP 1,000.00',
      'Total: EGP 1,000.00',
      'Mona Hassan, Treasurer',
    ])
      expect(en, part).toContain(part)
    expect(en).not.toContain('SAMPLE')
  })

  it('says SAMPLE on a dollar receipt while no US entity is filled in', async () => {
    const { body, code } = await staged()
    const { donationId } = (await confirmWith(body.email, code)) as { donationId: number }
    const { receiptData } = await import('@/features/donations/receipts/receipts.server')
    const { receiptPdf } = await import('@/features/donations/receipts/pdf.server')
    const text = textOf(
      await receiptPdf((await receiptData(payload, body.email, donationId))!, 'en'),
    )
    expect(text).toContain('SAMPLE — not valid for tax')
    expect(text).toContain('EIN: —')
    expect(text).not.toContain('00-0000000')
  })
})

describe('the donor’s details for receipts', () => {
  it('start from the latest gift’s name, phone and address until the donor saves their own', async () => {
    const { donorDetails } = await import('@/features/donor/details.server')
    expect(await donorDetails(payload, uniqueEmail('never-gave'))).toMatchObject({
      name: '',
      address: '',
    })
    const { body, code } = await staged()
    await confirmWith(body.email, code)
    const given = await donorDetails(payload, body.email)
    expect(given).toMatchObject({
      name: 'Amira Fawzy',
      phone: expect.stringContaining('1001234567'),
      address: '12 Nile Corniche, Garden City\nCairo, Cairo Governorate 11519\nEgypt',
    })
    await payload.create({
      collection: 'donor-profiles',
      overrideAccess: true,
      data: { email: body.email, name: 'Amira F. Fawzy', address: 'PO Box 5\nCairo' },
    })
    expect(await donorDetails(payload, body.email)).toMatchObject({
      name: 'Amira F. Fawzy',
      address: 'PO Box 5\nCairo',
    })
  })
})
