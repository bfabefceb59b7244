import { generateKeyPairSync } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { dkimProblem } from '../helpers/mail-checks'
import { rawOf, startSmtpCatcher, type CaughtMail } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/**
 * Mail that arrives (decision 0130): every kind of mail the site sends, through the real
 * senders, to a real SMTP server that refuses what a provider would refuse. Each arrives From
 * the charity (the entity of its language), with Message-ID, Date, our envelope sender, a
 * Reply-To only where a person answers, and a DKIM signature that verifies with the public key.
 * Kinds that need a donation or a meeting on file are sent by their own files against the same
 * strict catcher: refunds and kiosk references (donations/*), volunteers, cases and case status,
 * meeting invitations (meetings*.int.test.ts).
 */
const DOMAIN = 'newegypt.example'
const SELECTOR = 'mail2026'
const BOUNCES = `bounces@${DOMAIN}`
const STAFF = `staff-inbox@${DOMAIN}`
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })

let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    STAFF_NOTIFY_EMAIL: STAFF,
    MAIL_FROM: `New Egypt Foundation <hello@${DOMAIN}>`,
    MAIL_BOUNCE_ADDRESS: BOUNCES,
    DKIM_DOMAIN: DOMAIN,
    DKIM_SELECTOR: SELECTOR,
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  })
  ;({ payload, close } = await createTestPayload())
  // The Egyptian NGO has its own sender: Arabic mail leaves from it.
  await payload.create({
    collection: 'legal-entities',
    overrideAccess: true,
    locale: 'ar',
    data: {
      name: 'مؤسسة مصر الجديدة (مصر)',
      currency: 'EGP',
      gateway: 'paymob',
      address: 'القاهرة، مصر',
      registrationLabel: 'رقم القيد',
      minAmount: 1000,
      maxAmount: 50_000_000,
      mailFrom: `egypt@${DOMAIN}`,
      phone: '+20 2 2345 6789',
    },
  })
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

let n = 0
const visitor = () => `visitor.${Date.now()}.${++n}@example.org`

/** The one mail `send` delivered to `to`. */
async function sentTo(to: string, send: () => Promise<unknown>): Promise<CaughtMail> {
  const before = catcher.to(to).length
  const refusedBefore = catcher.refused.length
  await send()
  await vi.waitFor(() => {
    expect(catcher.refused.slice(refusedBefore)).toEqual([])
    expect(catcher.to(to).length).toBe(before + 1)
  })
  return catcher.to(to).at(-1)!
}

/** What every mail must carry; `replyTo` where a person answers, none otherwise. */
function expectDeliverable(
  mail: CaughtMail,
  { from = `hello@${DOMAIN}`, replyTo }: { from?: string; replyTo?: string } = {},
) {
  expect(mail.headers.from).toContain(`<${from}>`)
  expect(mail.from).toBe(BOUNCES)
  expect(mail.headers.messageId).toMatch(new RegExp(`^<[^@>]+@${DOMAIN.replace('.', '\\.')}>$`))
  expect(Math.abs(Date.parse(mail.headers.date) - Date.now())).toBeLessThan(5 * 60_000)
  if (replyTo) expect(mail.headers.replyTo).toContain(replyTo)
  else expect(mail.headers.replyTo).toBe('')
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  expect(dkimProblem(rawOf(mail)!, pem, { domain: DOMAIN, selector: SELECTOR })).toBeNull()
}

const staffUser = (email: string) =>
  ({
    email,
    password: 'a-long-password-42',
    name: 'Staff',
    roles: ['editor'],
  }) as Partial<User> as never

const plan = {
  id: 7,
  purpose: 'School meals',
  amountCents: 2500,
  repeatType: 'monthly' as const,
  currency: 'USD' as const,
}

describe('every kind of mail leaves deliverable', () => {
  it('donation codes, sign-in and card codes (sent at once)', async () => {
    const donations = await import('@/features/donations/mail/mail.server')
    const donor = await import('@/features/donor/mail.server')
    const to = visitor()
    const code = { firstName: 'Amira', code: '123456', totalCents: 5000, currency: 'USD' as const }
    expectDeliverable(await sentTo(to, () => donations.sendCodeMail(payload, { to, ...code })))
    const pounds = await sentTo(to, () =>
      donations.sendCodeMail(payload, { to, ...code, currency: 'EGP', locale: 'ar' }),
    )
    expectDeliverable(pounds, { from: `egypt@${DOMAIN}` })
    // Signed by the Egyptian NGO, its number left to right inside the Arabic (issue: it was
    // signed with the New York office, «555-0147 (212) 1+»).
    expect(pounds.text).toContain('مؤسسة مصر الجديدة (مصر)\nالقاهرة، مصر')
    expect(pounds.text).toContain('\u2066+20 2 2345 6789\u2069')
    expect(pounds.text).not.toContain('نيويورك')
    expect(pounds.html).toContain('<bdi dir="ltr">+20 2 2345 6789</bdi>')
    expectDeliverable(
      await sentTo(to, () => donor.sendSignInCodeMail(payload, { to, code: '654321' })),
    )
    expectDeliverable(
      await sentTo(to, () =>
        donor.sendCardCodeMail(payload, {
          to,
          code: '111222',
          card: 'Visa 4242',
          purpose: 'School meals',
          lang: 'en',
        }),
      ),
    )
  })

  it('receipts with their PDF, plan receipts and plan notices (queued)', async () => {
    const m = await import('@/features/donations/mail/mail.server')
    const plans = await import('@/features/donations/recurring/plan-mails.server')
    const to = visitor()
    const owed = { sql: 'SELECT 1', params: [] }
    const facts = { to, donorName: 'Amira Hassan', brand: 'visa', last4: '4242' }
    const paid = { donationId: 41, chargeId: 'ch_1', paidAt: new Date() }
    const pdf = { filename: 'receipt-D-41.pdf', contentType: 'application/pdf' }
    const receipt = await sentTo(to, () =>
      m.sendReceiptMail(payload, owed, {
        ...facts,
        ...paid,
        lines: [{ purpose: 'School meals', amountCents: 5000, repeatType: null }],
        totalCents: 5000,
        currency: 'USD',
        feeCents: 175,
        netCents: 4825,
        plans: [],
        attachments: [{ ...pdf, content: Buffer.from('%PDF-1.4 receipt') }],
      }),
    )
    expectDeliverable(receipt)
    expect(receipt.attachments.map((a) => a.filename)).toEqual(['receipt-D-41.pdf'])
    // The check is real: one changed word in the body, and the signature no longer holds.
    const tampered = Buffer.from(
      rawOf(receipt)!.toString('latin1').replace('Amira', 'Amina'),
      'latin1',
    )
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect(dkimProblem(tampered, pem, { domain: DOMAIN, selector: SELECTOR })).toBe(
      'body hash does not match',
    )
    expectDeliverable(
      await sentTo(to, () =>
        m.sendRecurringReceiptMail(payload, owed, {
          ...facts,
          ...paid,
          plan,
          nextChargeAt: new Date(Date.now() + 30 * 86_400_000),
        }),
      ),
    )
    expectDeliverable(
      await sentTo(to, () => m.sendPlanPausedMail(payload, { ...facts, plan, reason: 'declined' })),
    )
    expectDeliverable(await sentTo(to, () => m.sendPlanCancelledMail(payload, { ...facts, plan })))
    expectDeliverable(
      await sentTo(to, () => plans.sendPlanNewCardMail(payload, { ...facts, plan })),
    )
    expectDeliverable(
      await sentTo(to, () =>
        plans.sendPlanAuthenticationMail(payload, { ...facts, plan, locale: 'ar' }, new Date()),
      ),
      { from: `egypt@${DOMAIN}` },
    )
  })

  it('contact: the staff notice replies to the visitor, the staff reply to the staff member', async () => {
    const contact = await import('@/features/contact/contact.server')
    const reply = await import('@/features/contact/reply.server')
    const email = visitor()
    const body = {
      fullname: 'Omar Nabil',
      phone: '01001234567',
      email,
      subject: 'Volunteering',
      message: 'How can I help this winter?',
    }
    const notice = await sentTo(STAFF, async () => {
      const result = await contact.submitContactMessage(payload, body, { ip: '192.0.2.77' })
      expect(result.kind).toBe('ok')
    })
    // The visitor's address is where staff answer, never the sender (From or envelope).
    expectDeliverable(notice, { replyTo: email })
    expectDeliverable(catcher.to(email).at(-1)!)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    const staff = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: staffUser(`salma.${Date.now()}@${DOMAIN}`),
    })
    const by = { id: staff.id, email: staff.email, name: 'Salma' }
    const answer = await sentTo(email, () =>
      reply.replyToMessage(payload, docs[0]!.id, 'We would love your help.', by as never),
    )
    expectDeliverable(answer, { replyTo: staff.email })
  })

  it('the newsletter confirmation, with its unsubscribe header', async () => {
    const newsletter = await import('@/features/newsletter/newsletter.server')
    const to = visitor()
    const mail = await sentTo(to, () =>
      newsletter.sendConfirmationMail(payload, to, 'confirm-token', 'unsubscribe-token'),
    )
    expectDeliverable(mail)
    expect(rawOf(mail)!.toString()).toMatch(/^List-Unsubscribe:\s+<https?:\/\//m)
  })

  it('meeting invitations and case mails', async () => {
    const { trySend } = await import('@/features/voting/invitations.server')
    const { statusMail } = await import('@/features/cases/status-mail')
    const { sendReliably } = await import('@/lib/mail/queue.server')
    const member = visitor()
    const invitation = await sentTo(member, async () => {
      const failed = await trySend(payload, member, {
        subject: 'Board meeting: your invitation',
        text: 'Your link: https://newegypt.example/vote/abc',
        html: '<p>Your link: https://newegypt.example/vote/abc</p>',
        attachments: [
          {
            filename: 'meeting.ics',
            content: Buffer.from('BEGIN:VCALENDAR'),
            contentType: 'text/calendar',
          },
        ],
      })
      expect(failed).toBeNull()
    })
    expectDeliverable(invitation)
    const applicant = visitor()
    const words = statusMail('ar', 'Mona Adel', 'approved')
    expectDeliverable(
      await sentTo(applicant, () => sendReliably(payload, { to: applicant, ...words })),
      { from: `egypt@${DOMAIN}` },
    )
  })

  it("Payload's own staff password reset", async () => {
    const email = `editor.${Date.now()}@${DOMAIN}`
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email,
        password: 'a-long-password-42',
        name: 'Editor',
        roles: ['editor'],
      } as Partial<User> as never,
    })
    const mail = await sentTo(email, () =>
      payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false }),
    )
    expectDeliverable(mail)
  })
})
