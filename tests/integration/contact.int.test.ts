import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validationError } from '@/lib/api/http'
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

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.STAFF_NOTIFY_EMAIL = STAFF
  ;({ payload, close } = await createTestPayload())
  contact = await import('@/features/contact/contact.server')
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
    // No mail goes to the address typed into the form.
    expect(catcher.to('omar@example.org')).toEqual([])
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
      const mailsBefore = catcher.mails.length
      const result = await contact.submitContactMessage(payload, message(), { ip: ip() })
      expect(result.kind).toBe('ok')
      expect(catcher.mails.length).toBe(mailsBefore)
    } finally {
      e.STAFF_NOTIFY_EMAIL = saved
    }
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
