import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { attachmentContent, type CaughtMail } from '../helpers/smtp-catcher'
import {
  catcher,
  confirmWith,
  payload,
  recurring,
  setUpDonations,
  sql,
  staged,
  uniqueEmail,
} from './donations/world'

/**
 * Every mail the product sends leaves in the charity's layout (issue 46 item 6, decision 0100):
 * an HTML part with the inline logo and the organisation's address, and a text part, through
 * the real test SMTP server. The layout is put on by the mail adapter, which every mail passes
 * (the first test holds every sender to it); the rest send one mail of each kind.
 */
process.env.STAFF_NOTIFY_EMAIL = 'staff.layout@newegypt.example'
setUpDonations()

/** Each place that sends mail, by file: a new one must be listed (and so looked at) here. */
const SENDERS: Record<string, string[]> = {
  'features/cases/documents.server.ts': ['documents received (reviewers)'],
  'features/cases/status-mail.ts': ['case status'],
  'features/cases/submit.server.ts': ['case received'],
  'features/contact/contact.server.ts': ['staff notification', 'acknowledgement'],
  'features/contact/reply.server.ts': ['staff reply'],
  'features/donations/mail/mail.server.ts': [
    'donation code',
    'receipt',
    'recurring receipt',
    'plan paused',
  ],
  'features/donations/paymob/kiosk.server.ts': ['kiosk reference', 'kiosk expired'],
  'features/donations/recurring/plan-mails.server.ts': ['authenticate a charge', 'card again'],
  'features/donations/staff/refund.server.ts': ['refund (Arabic)', 'refund (English)'],
  'features/donor/mail.server.ts': ['sign-in code', 'plan change', 'card code'],
  'features/donor/staff.server.ts': ['yearly statement'],
  'features/newsletter/newsletter.server.ts': ['newsletter confirmation'],
  'features/volunteers/join.server.ts': ['already signed up', 'acknowledgement', 'staff'],
  'features/voting/invitations.server.ts': ['meeting invitation'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

const SRC = path.resolve(__dirname, '../../src')
const LOGO = readFileSync(path.resolve(__dirname, '../../public/images/logo-mail.png'))

/** The mail is in the layout: both parts, the logo inline, the address in the footer. */
function expectBranded(mail: CaughtMail | undefined, locale: 'en' | 'ar' = 'en') {
  expect(mail, 'mail arrived').toBeDefined()
  expect(mail!.text.trim().length, `text part of "${mail!.subject}"`).toBeGreaterThan(20)
  expect(mail!.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
  expect(mail!.html).toContain('data-mail-layout="new-egypt"')
  // mailparser turns cid: references into data: URLs of the attached image.
  expect(mail!.html).toMatch(/<img src="(cid:logo@newegypt\.mail|data:image\/png;base64,[^"]+)"/)
  expect(mail!.inline).toEqual([
    { filename: 'logo.png', contentType: 'image/png', cid: 'logo@newegypt.mail' },
  ])
  expect(attachmentContent(mail!, 'logo.png')).toEqual(LOGO)
  expect(mail!.html).toContain('border-top:6px solid #1f7a6d')
  expect(mail!.html).toContain('United States')
}

const latest = (to: string, subject?: RegExp) =>
  catcher
    .to(to)
    .filter((m) => !subject || subject.test(m.subject))
    .at(-1)

describe('the mail layout', () => {
  it('is put on by the one adapter every sender goes through', () => {
    const files = sourceFiles(SRC)
    const senders = files
      .filter((f) => /\b(sendEmail|sendReliably)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
      .filter((f) => !f.startsWith('lib/mail/'))
      .sort()
    expect(senders).toEqual(Object.keys(SENDERS).sort())
    // Nobody sends around the adapter.
    const transports = files
      .filter((f) => /from 'nodemailer'/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f))
    expect(transports).toEqual([path.join('lib', 'mail', 'adapter.ts')])
  })

  it('brands the donation mails: code, receipt with its PDF, recurring receipt, refund', async () => {
    const { body, code } = await staged()
    expectBranded(latest(body.email, /donation code/))
    const confirmed = (await confirmWith(body.email, code)) as { donationId: number }
    const receipt = latest(body.email, /receipt/)
    expectBranded(receipt)
    expect(receipt!.attachments.map((a) => a.contentType)).toContain('application/pdf')

    await sql(`UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute'`)
    await recurring.runRecurringCharges(payload)
    expectBranded(latest(body.email, /recurring/i))

    // The English refund mail is written as text only: the layout gives it its HTML part.
    const refund = await import('@/features/donations/staff/refund.server')
    await refund.refundDonation(payload, confirmed.donationId, 500, crypto.randomUUID(), 'staff')
    const refunded = latest(body.email, /refunded/)
    expectBranded(refunded)
    expect(refunded!.html).toMatch(/<p>Dear Amira Fawzy,<\/p>/)
  })

  it('brands the donor portal mails, in Arabic right to left', async () => {
    const mail = await import('@/features/donor/mail.server')
    const to = uniqueEmail('portal')
    await mail.sendSignInCodeMail(payload, { to, code: '123456', lang: 'ar' })
    const signIn = latest(to)
    expectBranded(signIn, 'ar')
    expect(signIn!.html).toContain('alt="مؤسسة مصر الجديدة"')
    expect(signIn!.html).toContain('text-align:right')
    await mail.sendPlanChangeMail(payload, {
      to,
      donorName: 'Amira',
      purpose: 'Medical Care',
      what: 'The amount is now $30.00.',
      amountCents: 3000,
      currency: 'USD',
      repeatType: 'monthly',
    })
    expectBranded(latest(to, /changed/))
    await mail.sendCardCodeMail(payload, {
      to,
      code: '654321',
      card: 'Visa ending in 4242',
      purpose: 'Medical Care',
      lang: 'en',
    })
    expectBranded(latest(to, /change your card/))
  })

  it('brands the newsletter mail and repeats its unsubscribe link in the footer', async () => {
    const newsletter = await import('@/features/newsletter/newsletter.server')
    const to = uniqueEmail('news')
    await newsletter.subscribe(payload, { email: to }, { ip: '203.0.113.9' })
    const mail = latest(to)
    expectBranded(mail)
    const unsubscribe = /href="([^"]+\/newsletter\/unsubscribe\?token=[^"]+)"/.exec(mail!.html)
    expect(unsubscribe).toBeTruthy()
    expect(mail!.html).toContain(
      `Do not want these e-mails? <a href="${unsubscribe![1]}" style="color:#1f7a6d">Unsubscribe</a>`,
    )
  })

  it("brands the contact mails and Payload's own password mail (HTML only: it gets a text part)", async () => {
    const contact = await import('@/features/contact/contact.server')
    const to = uniqueEmail('contact')
    const data = {
      fullname: 'Omar Said',
      email: to,
      phone: '+201001234567',
      subject: 'A question',
      message: 'When do you open?',
    }
    await contact.notifyStaff(payload, { id: 1, email: to }, data as never)
    expectBranded(latest('staff.layout@newegypt.example', /A question/))
    await contact.acknowledge(payload, { id: 1, email: to }, 'ar')
    expectBranded(latest(to), 'ar')

    const staff = 'admin.layout@newegypt.example'
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: staff, password: 'layout-Test-2026', roles: ['admin'] } as never,
    })
    await payload.forgotPassword({ collection: 'users', data: { email: staff } })
    const reset = latest(staff)
    expectBranded(reset)
    expect(reset!.text).toMatch(/\/admin\/reset\/[0-9a-f]+/)
    expect(reset!.html).not.toContain('<!doctype html><!doctype')
  })

  it('takes the footer address from the legal entity of the mail’s language', async () => {
    await payload.delete({ collection: 'legal-entities', where: {}, overrideAccess: true })
    await payload.create({
      collection: 'legal-entities',
      overrideAccess: true,
      locale: 'en',
      data: {
        currency: 'USD',
        gateway: 'stripe',
        name: 'New Egypt Foundation Inc.',
        address: '9 Main Street\nJersey City, NJ',
        registrationLabel: 'EIN',
        minAmount: 100,
        maxAmount: 1_000_000,
      },
    })
    const mail = await import('@/features/donor/mail.server')
    const to = uniqueEmail('address')
    await mail.sendSignInCodeMail(payload, { to, code: '111222' })
    expect(latest(to)!.html).toContain(
      '<strong>New Egypt Foundation Inc.</strong><br><span dir="ltr">9 Main Street</span><br><span dir="ltr">Jersey City, NJ</span>',
    )
  })
})
