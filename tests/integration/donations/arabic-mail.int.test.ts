import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectArabicMail } from '../../helpers/arabic-mail'
import { attachmentContent, type CaughtMail } from '../../helpers/smtp-catcher'
import {
  payload,
  catcher,
  stage,
  confirm,
  recurring,
  gatewayModule,
  ids,
  CARDS,
  ip,
  donationBody,
  sql,
  setUpDonations,
  CODE_SUBJECT,
  DONATION_RECEIPT,
} from './world'

/**
 * Issue 17 item 6: a donation made on an Arabic page (the form's request carries `lang: ar`,
 * so the submission context's locale is 'ar') gets every mail in Arabic: the code, the receipt,
 * each recurring receipt and the paused notice, with links to the Arabic cancel page. A
 * donation without the header keeps the English mails word for word.
 */
setUpDonations()
// The purpose's Arabic name, which the Arabic mails give (issue 42 part 5).
beforeAll(async () => {
  await sql(`UPDATE purposes SET name_ar = 'الرعاية الطبية' WHERE id = $1`, [ids.medical])
  // The governorate's Arabic name, which the Arabic receipt gives for the donor's address.
  await payload.create({
    collection: 'governorates',
    overrideAccess: true,
    data: { name: 'القاهرة', nameEn: 'Cairo' },
  })
})

const expectArabic = (mail: CaughtMail | undefined) =>
  expectArabicMail(mail, ['Amira', 'Fawzy', 'Visa', 'Mastercard'])

const codeOf = (mail: CaughtMail | undefined) =>
  /رمز التحقق الخاص بك: (\d{6})/.exec(mail?.text ?? '')?.[1]

async function arabicDonation(
  body = donationBody({
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: '20',
        is_repeat: '1',
        repeat_type: 'monthly',
      },
    ],
  }),
) {
  const staged = await stage.stageDonation(payload, body, { ip: ip(), locale: 'ar' })
  expect(staged).toMatchObject({ kind: 'ok' })
  const mail = catcher.to(body.email).at(-1)
  return { body, mail, code: codeOf(mail) }
}

describe('donation mails in the language of the page', () => {
  it('sends the code and the receipt in Arabic from an Arabic page, with the Arabic cancel link', async () => {
    const { body, mail, code } = await arabicDonation()
    expectArabic(mail)
    expect(mail!.subject).toBe('رمز تأكيد تبرعك لمؤسسة مصر الجديدة')
    expect(mail!.text).toContain('السيد/ة Amira،')
    expect(code).toMatch(/^\d{6}$/)
    expect(mail!.text).toContain('لتأكيد تبرعك بمبلغ')
    expect(mail!.text).toMatch(/بمبلغ ٢٠٫٠٠\sدولار أمريكي لمؤسسة مصر الجديدة/)

    const result = await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code! },
      { ip: ip(), locale: 'ar' },
    )
    expect(result).toMatchObject({ kind: 'ok' })
    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'إيصال تبرعك لمؤسسة مصر الجديدة')
    expectArabic(receipt)
    expect(receipt!.text).toMatch(/رقم الإيصال: D-\d+/)
    expect(receipt!.text).toContain('تبرعاتك الدورية:')
    // The plan's consent with its next charge's date in Cairo time (decision 0103), not "بعد شهر".
    expect(receipt!.text.replace(/\s+/g, ' ')).toMatch(
      /كل شهر لصالح «الرعاية الطبية»: أول مرة في .+ \(بتوقيت القاهرة\)، ثم كل شهر، والخصم التالي في .+ \(بتوقيت القاهرة\)، حتى تلغيه\./,
    )
    expect(receipt!.text).toContain('https://charity.example.org/ar/donor')
    expect(receipt!.text).toContain('https://charity.example.org/ar/donations/cancel?plan=')
    expect(receipt!.html).toContain(
      '<a href="https://charity.example.org/ar/donations/cancel?plan=',
    )
    expect(receipt!.attachments.map((a) => a.contentType)).toEqual(['application/pdf'])
    // A look at the mail and its PDF: `ARABIC_MAIL_DIR=… npx vitest …` writes them there.
    const dir = process.env.ARABIC_MAIL_DIR
    if (dir) {
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, 'receipt-mail-ar.html'), receipt!.html)
      const pdf = receipt!.attachments[0]!.filename
      writeFileSync(path.join(dir, 'receipt-ar.pdf'), attachmentContent(receipt!, pdf)!)
    }
    // The language travels with the donation and its plan (their mails are sent later).
    const [row] = await sql<{ d: string; p: string }>(
      `SELECT d.mail_language AS d, p.mail_language AS p FROM donations d
         JOIN recurring_plans p ON p.started_by_id = d.id WHERE d.email = $1`,
      [body.email],
    )
    expect(row).toEqual({ d: 'ar', p: 'ar' })
  })

  it("mails a plan's later receipt and its paused notice in the plan's language", async () => {
    const { body, code } = await arabicDonation()
    await confirm.confirmDonation(payload, { email: body.email, otp: code! }, { ip: ip() })
    const [{ id: planId } = { id: 0 }] = await sql<{ id: number }>(
      `SELECT id FROM recurring_plans WHERE email = $1`,
      [body.email],
    )
    await sql(
      `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId],
    )
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ charged: 1 })
    const later = catcher
      .to(body.email)
      .find((m) => m.subject === 'إيصال تبرعك الدوري لمؤسسة مصر الجديدة')
    expectArabic(later)
    expect(later!.text).toMatch(
      /شكرًا لك: خُصم اليوم تبرعك الدوري \(٢٠٫٠٠\sدولار أمريكي شهريًا لصالح «الرعاية الطبية»/,
    )
    expect(later!.text).toContain(
      `https://charity.example.org/ar/donations/cancel?plan=${planId}&token=`,
    )

    const failing = await gatewayModule.paymentGateway(payload).tokenize({
      number: CARDS.chargeDeclined,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'A B',
    })
    if (!failing.ok) throw new Error('0341 tokenises')
    await sql(
      `UPDATE recurring_plans SET gateway_token = $2, failed_attempts = 2,
              next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId, failing.token],
    )
    expect(await recurring.runRecurringCharges(payload)).toMatchObject({ paused: 1 })
    const paused = catcher
      .to(body.email)
      .find((m) => m.subject === 'تم إيقاف تبرعك الدوري لمؤسسة مصر الجديدة مؤقتًا')
    expectArabic(paused)
    expect(paused!.text).toContain('تعذّر علينا الخصم من بطاقة Visa المنتهية بالأرقام 4242')
    expect(paused!.text).toContain(
      `https://charity.example.org/ar/donations/cancel?plan=${planId}&token=`,
    )
  })

  it('keeps the English mails without the header (the spec’s behaviour)', async () => {
    const body = donationBody()
    expect(await stage.stageDonation(payload, body, { ip: ip() })).toMatchObject({ kind: 'ok' })
    const mail = catcher.to(body.email).at(-1)
    expect(mail?.subject).toBe(CODE_SUBJECT)
    expect(mail?.text).toMatch(
      /^Dear Amira,\n\nYour one-time code is \d{6}\n\nEnter it in the Verify OTP window to confirm your donation of \$125\.50 to the New Egypt Foundation\. The code expires in 10 minutes and works once\./,
    )
    expect(mail?.html).toContain('<html lang="en" dir="ltr">')
    const code = /Your one-time code is (\d{6})/.exec(mail!.text)![1]!
    await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code },
      { ip: ip(), locale: 'ar' },
    )
    // The receipt follows the page the donation was staged on, not the confirming request.
    const receipt = catcher.to(body.email).find((m) => m.subject === DONATION_RECEIPT)
    expect(receipt?.text).toContain(
      'Thank you for your generous donation to the New Egypt Foundation. This is your receipt.',
    )
    expect(receipt?.text).toContain('https://charity.example.org/donations/cancel?plan=')
  })
})
