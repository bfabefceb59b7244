import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validationError } from '@/lib/api/http'
import type { Replier } from '@/features/contact/reply.server'
import type { User } from '@/payload-types'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/** The contact form against real PostgreSQL and a real SMTP server. */
const STAFF = 'staff-messages@newegypt.example'
let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let contact: typeof import('@/features/contact/contact.server')
let reply: typeof import('@/features/contact/reply.server')

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.STAFF_NOTIFY_EMAIL = STAFF
  ;({ payload, close } = await createTestPayload())
  contact = await import('@/features/contact/contact.server')
  reply = await import('@/features/contact/reply.server')
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

let n = 0
const ip = () => `192.0.2.${++n}`
const message = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Omar Nabil',
  phone: '01001234567',
  email: `omar.${Date.now()}.${++n}@example.org`,
  subject: 'School supplies drive',
  message: 'How can our company help with the drive this autumn?',
  ...overrides,
})

/** The field issues of an 'invalid' result (fails the test otherwise). */
function issuesOf(result: { kind: string; issues?: unknown }) {
  expect(result.kind).toBe('invalid')
  return (result as { issues: { path: PropertyKey[]; message: string }[] }).issues
}

describe('submitContactMessage', () => {
  it('stores the message as new and notifies staff, who can reply to the sender', async () => {
    const body = message({ email: 'Omar@Example.org' })
    const result = await contact.submitContactMessage(payload, body, { ip: ip() })
    expect(result.kind).toBe('ok')
    const id = (result as { id: number }).id
    const doc = await payload.findByID({ collection: 'contact-messages', id })
    expect(doc).toMatchObject({
      fullname: 'Omar Nabil',
      phone: '01001234567',
      email: 'omar@example.org',
      subject: 'School supplies drive',
      message: 'How can our company help with the drive this autumn?',
      status: 'new',
    })
    const [mail] = catcher.to(STAFF)
    expect(mail?.subject).toBe('New contact message: School supplies drive')
    expect(mail?.text).toContain('Name: Omar Nabil')
    expect(mail?.text).toContain('How can our company help with the drive this autumn?')
    expect(mail?.text).toContain(`/admin/collections/contact-messages/${id}`)
    // The sender's acknowledgement: fixed words, none of what was typed (decision 0098).
    const [ack] = catcher.to('omar@example.org')
    expect(ack?.subject).toBe('We have received your message')
    expect(ack?.text).toContain('We have received your message and one of our staff will answer')
    expect(ack?.text).not.toContain('School supplies')
    expect(ack?.html).toContain('lang="en"')
    expect(doc.language).toBe('en')
  })

  it('acknowledges in Arabic a message sent from an Arabic page, at most 3 times a day', async () => {
    const email = `arabic.${Date.now()}@example.org`
    for (let i = 0; i < 4; i++) {
      const r = await contact.submitContactMessage(payload, message({ email }), {
        ip: ip(),
        locale: 'ar',
      })
      expect(r.kind).toBe('ok')
    }
    const acks = catcher.to(email)
    expect(acks).toHaveLength(3)
    expect(acks[0]?.subject).toBe('وصلتنا رسالتك')
    expect(acks[0]?.html).toContain('dir="rtl"')
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    expect(stored.docs.every((d) => d.language === 'ar')).toBe(true)
  })

  it('answers bad input with the spec messages and stores nothing', async () => {
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    const result = await contact.submitContactMessage(
      payload,
      { fullname: 'Al', phone: '+20 100', email: 'x@', subject: 'Hi', message: '' },
      { ip: ip() },
    )
    expect(result.kind).toBe('invalid')
    const res = validationError(issuesOf(result))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        status: 422,
        message: 'The given data was invalid.',
        data: {
          fullname: ['Name is required and must be at least 3 characters long.'],
          phone: ['Phone number is required and must contain only digits.'],
          email: ['Please enter a valid email address.'],
          subject: ['Subject is required and must be at least 3 characters long.'],
          message: ['Message is required and must be at least 3 characters long.'],
        },
      },
    })
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before)
  })

  it('answers a filled honeypot as a success without storing or mailing', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    const mailsBefore = catcher.mails.length
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    const result = await contact.submitContactMessage(
      payload,
      { ...message(), website: 'buy-now.example' },
      { ip: ip() },
    )
    expect(result).toEqual({ kind: 'ok' })
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before)
    expect(catcher.mails.length).toBe(mailsBefore)
    expect(warn.mock.calls.some((c) => String(c[0]).includes('[contact-us] honeypot filled'))).toBe(
      true,
    )
    warn.mockRestore()
  })

  it('limits each address to 5 messages per 10 minutes, with a retry time', async () => {
    const address = ip()
    for (let i = 0; i < 5; i++) {
      const r = await contact.submitContactMessage(payload, message(), { ip: address })
      expect(r.kind, `message ${i + 1}`).toBe('ok')
    }
    const refused = await contact.submitContactMessage(payload, message(), { ip: address })
    expect(refused.kind).toBe('limited')
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds
    expect(wait).toBeGreaterThan(590)
    expect(wait).toBeLessThanOrEqual(600)
  })

  it('skips the staff mail quietly when STAFF_NOTIFY_EMAIL is unset', async () => {
    const { env } = await import('@/lib/env')
    const e = env()
    const saved = e.STAFF_NOTIFY_EMAIL
    e.STAFF_NOTIFY_EMAIL = undefined
    try {
      const mailsBefore = catcher.to(STAFF).length
      const result = await contact.submitContactMessage(payload, message(), { ip: ip() })
      expect(result.kind).toBe('ok')
      expect(catcher.to(STAFF).length).toBe(mailsBefore)
    } finally {
      e.STAFF_NOTIFY_EMAIL = saved
    }
  })
})

const makeUser = async (roles: User['roles']) =>
  ({
    ...(await payload.create({
      collection: 'users',
      data: {
        email: `${roles.join('-')}.${Date.now()}.${++n}@newegypt.example`,
        password: 'a-long-test-password-1',
        roles,
      },
    })),
    collection: 'users' as const,
  }) as User & { collection: 'users' }

describe('replying to a contact message', () => {
  it('mails the reply to the sender and keeps it on the message as a thread, who and when', async () => {
    const sender = `thread.${Date.now()}@example.org`
    const r = await contact.submitContactMessage(payload, message({ email: sender }), { ip: ip() })
    const id = (r as { id: number }).id
    const coordinator = await makeUser(['coordinator'])
    const by = reply.replierOf(coordinator)
    expect(by).toEqual({ id: coordinator.id, email: coordinator.email })
    const at = new Date('2026-12-01T17:10:00Z')
    const first = await reply.replyToMessage(
      payload,
      id,
      'Thank you, Omar.\nPlease call us on Sunday.',
      by as Replier,
      at,
    )
    expect(first?.status).toBe('answered')
    await reply.replyToMessage(payload, id, 'A second answer.', by as Replier)

    const mails = catcher.to(sender).filter((m) => m.subject.startsWith('Re: '))
    expect(mails.map((m) => m.subject)).toEqual([
      'Re: School supplies drive',
      'Re: School supplies drive',
    ])
    expect(mails[0]?.text).toContain('Please call us on Sunday.')
    expect(mails[0]?.text).toContain('> How can our company help with the drive this autumn?')
    expect(mails[0]?.text).toMatch(/You wrote on .* \(Cairo time\):/)
    expect(mails[0]?.html).toContain('Please call us on Sunday.')

    const doc = await payload.findByID({ collection: 'contact-messages', id, depth: 0 })
    expect(doc.replies?.map((x) => [x.text, x.sentBy, x.sentByEmail])).toEqual([
      ['Thank you, Omar.\nPlease call us on Sunday.', coordinator.id, coordinator.email],
      ['A second answer.', coordinator.id, coordinator.email],
    ])
    expect(doc.replies?.[0]?.sentAt).toBe(at.toISOString())
  })

  it('refuses repliers who are not signed-in coordinators, and unknown messages', async () => {
    expect(reply.replierOf(null)).toMatchObject({ status: 401 })
    expect(reply.replierOf(await makeUser(['treasurer']))).toMatchObject({ status: 403 })
    const admin = await makeUser(['admin'])
    const by = reply.replierOf(admin) as Replier
    expect(await reply.replyToMessage(payload, 999999, 'Nobody gets this.', by)).toBeNull()
  })

  it("keeps the sender's words: a coordinator changes status and notes only", async () => {
    const sender = `locked.${Date.now()}@example.org`
    const r = await contact.submitContactMessage(payload, message({ email: sender }), { ip: ip() })
    const id = (r as { id: number }).id
    const coordinator = await makeUser(['coordinator'])
    const updated = await payload.update({
      collection: 'contact-messages',
      id,
      overrideAccess: false,
      user: coordinator,
      data: {
        fullname: 'Someone Else',
        email: 'other@example.org',
        phone: '0123',
        subject: 'Changed',
        message: 'Changed words',
        language: 'ar',
        replies: [{ text: 'forged', sentAt: new Date().toISOString() }],
        status: 'read',
        notes: 'Called back on Monday.',
      },
    })
    expect(updated).toMatchObject({
      fullname: 'Omar Nabil',
      email: sender,
      phone: '01001234567',
      subject: 'School supplies drive',
      message: 'How can our company help with the drive this autumn?',
      language: 'en',
      status: 'read',
      notes: 'Called back on Monday.',
    })
    expect(updated.replies ?? []).toEqual([])
  })
})

describe('who reads contact messages', () => {
  it('refuses anonymous and editor reads; coordinators read', async () => {
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    const make = async (roles: User['roles']) =>
      (await payload.create({
        collection: 'users',
        data: {
          email: `${roles.join('-')}.${Date.now()}@newegypt.example`,
          password: 'a-long-test-password-1',
          roles,
        },
      })) as User
    const editor = await make(['editor'])
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 })
    const coordinator = await make(['coordinator'])
    const found = await payload.find({
      collection: 'contact-messages',
      overrideAccess: false,
      user: coordinator,
    })
    expect(found.totalDocs).toBeGreaterThan(0)
  })
})
