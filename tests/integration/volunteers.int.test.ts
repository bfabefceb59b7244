import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validationError } from '@/lib/api/http'
import type { User } from '@/payload-types'
import { expectArabicMail } from '../helpers/arabic-mail'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/**
 * Volunteer sign-up against real PostgreSQL and a real SMTP server: stored
 * records, the duplicate e-mail map, the mails, the honeypot, the rate limits
 * and who may read the applications.
 */
const STAFF = 'staff-volunteers@newegypt.example'
let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let join: typeof import('@/features/volunteers/join.server')

beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  // Before the config is imported: the mail adapter and env() read them once.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.STAFF_NOTIFY_EMAIL = STAFF
  ;({ payload, close } = await createTestPayload())
  join = await import('@/features/volunteers/join.server')
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
})

let n = 0
/** A fresh client address per call, so the per-address limit stays out of the way. */
const ip = () => `198.51.100.${++n}`
const signUp = (overrides: Record<string, unknown> = {}) => ({
  fullname_en: 'Salma Hassan',
  email: `salma.${Date.now()}.${++n}@example.org`,
  phone: '+20 100 123 4567',
  start_time: '09:00',
  end_time: '17:30',
  skills: 'First aid; teaching',
  terms: true,
  ...overrides,
})
const mapOf = async (issues: { path: PropertyKey[]; message: string }[]) =>
  ((await validationError(issues).json()) as { error: { data: Record<string, string[]> } }).error
    .data

/** The field issues of an 'invalid' result (fails the test otherwise). */
function issuesOf(result: { kind: string; issues?: unknown }) {
  expect(result.kind).toBe('invalid')
  return (result as { issues: { path: PropertyKey[]; message: string }[] }).issues
}

describe('submitVolunteerApplication', () => {
  it('stores a new application and mails the volunteer and staff', async () => {
    const body = signUp({ email: 'Amira.Fawzy@Example.org', fullname_en: ' Amira Fawzy ' })
    const result = await join.submitVolunteerApplication(payload, body, { ip: ip() })
    expect(result.kind).toBe('ok')
    const id = (result as { id: number }).id
    const doc = await payload.findByID({ collection: 'volunteer-applications', id })
    expect(doc).toMatchObject({
      fullnameEn: 'Amira Fawzy',
      email: 'amira.fawzy@example.org',
      // Typed '+20 100 123 4567', stored in E.164 (decision 0086).
      phone: '+201001234567',
      startTime: '09:00',
      endTime: '17:30',
      skills: 'First aid; teaching',
      status: 'new',
    })
    expect(Date.now() - Date.parse(doc.termsAcceptedAt)).toBeLessThan(60_000)

    const [ack] = catcher.to('amira.fawzy@example.org')
    expect(ack?.subject).toBe('Thank you for volunteering with the New Egypt Foundation')
    expect(ack?.text).toContain('Dear Amira Fawzy,')
    expect(ack?.text).toContain('Available from 09:00 to 17:30')
    expect(ack?.text).toContain('Volunteering with the New Egypt Foundation is unpaid.')
    expect(ack?.html).toContain('<html lang="en" dir="ltr">')
    const [staff] = catcher.to(STAFF)
    expect(staff?.subject).toBe('New volunteer sign-up: Amira Fawzy')
    expect(staff?.text).toContain('Email: amira.fawzy@example.org')
    expect(staff?.text).toContain(`/admin/collections/volunteer-applications/${id}`)
  })

  it('thanks a volunteer who signed up on the Arabic page in Arabic; staff still read English (decision 0044)', async () => {
    const body = signUp({ fullname_en: 'Amira Fawzy' })
    const result = await join.submitVolunteerApplication(payload, body, { ip: ip(), locale: 'ar' })
    expect(result.kind).toBe('ok')
    const [ack] = catcher.to(body.email)
    expectArabicMail(ack, ['Amira Fawzy', 'First aid; teaching'])
    expect(ack?.subject).toBe('شكرًا لتطوعك مع مؤسسة مصر الجديدة')
    expect(ack?.text).toContain('السيد/ة Amira Fawzy،')
    expect(ack?.text).toContain('متاح من 09:00 إلى 17:30')
    expect(ack?.text).toContain('- التطوع في مؤسسة مصر الجديدة عمل بلا أجر.')
    const staff = catcher.to(STAFF).find((m) => m.text.includes(body.email))
    expect(staff?.subject).toBe('New volunteer sign-up: Amira Fawzy')
  })

  it('answers a second sign-up with the same e-mail as a new one, and mails the address instead', async () => {
    const email = `repeat.${Date.now()}@example.org`
    expect(
      (await join.submitVolunteerApplication(payload, signUp({ email }), { ip: ip() })).kind,
    ).toBe('ok')
    const again = await join.submitVolunteerApplication(
      payload,
      signUp({ email: email.toUpperCase() }),
      { ip: ip(), locale: 'ar' },
    )
    // The same answer as a new sign-up: nothing tells a stranger the address had signed up.
    expect(again).toEqual({ kind: 'ok' })
    const stored = await payload.count({
      collection: 'volunteer-applications',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(1)
    const mails = catcher.to(email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Thank you for volunteering with the New Egypt Foundation',
      'أنت مسجَّل بالفعل للتطوع مع مؤسسة مصر الجديدة',
    ])
    expect(mails[1]?.text).toContain('طلبك لدينا بالفعل')
  })

  it('answers bad input with the schema messages and stores nothing', async () => {
    const before = await payload.count({ collection: 'volunteer-applications' })
    const result = await join.submitVolunteerApplication(
      payload,
      {
        fullname_en: '',
        email: 'nope',
        phone: 'abc',
        start_time: '10:00',
        end_time: '09:00',
        skills: '',
        terms: false,
      },
      { ip: ip() },
    )
    expect(result.kind).toBe('invalid')
    expect(await mapOf(issuesOf(result))).toEqual({
      fullname_en: ['* Full Name Is Required'],
      email: ['* Please enter a valid email address'],
      phone: ['* Phone can only contain numbers, spaces, +, (), and -'],
      skills: ['* Skills Are Required'],
      terms: ['You must accept the terms to continue'],
      end_time: ['End time must be after start time'],
    })
    expect((await payload.count({ collection: 'volunteer-applications' })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('answers a filled honeypot as a success, stores and mails nothing, and logs it', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    const email = `bot.${Date.now()}@example.org`
    const result = await join.submitVolunteerApplication(
      payload,
      { ...signUp({ email }), website: 'http://spam.example' },
      { ip: '203.0.113.99' },
    )
    expect(result).toEqual({ kind: 'ok' })
    const stored = await payload.count({
      collection: 'volunteer-applications',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(0)
    expect(catcher.to(email)).toEqual([])
    const logged = warn.mock.calls.map((c) => String(c[0]))
    expect(logged.some((l) => l.includes('[volunteer-join] honeypot filled'))).toBe(true)
    expect(logged.join('\n')).not.toContain(email)
    warn.mockRestore()
  })

  it('limits each address to 5 sign-ups per 10 minutes, with a retry time', async () => {
    const address = ip()
    for (let i = 0; i < 5; i++) {
      const r = await join.submitVolunteerApplication(payload, signUp(), { ip: address })
      expect(r.kind, `attempt ${i + 1}`).toBe('ok')
    }
    const refused = await join.submitVolunteerApplication(payload, signUp(), { ip: address })
    expect(refused.kind).toBe('limited')
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds
    expect(wait).toBeGreaterThan(590)
    expect(wait).toBeLessThanOrEqual(600)
    // Another address is not affected.
    expect((await join.submitVolunteerApplication(payload, signUp(), { ip: ip() })).kind).toBe('ok')
  })

  it('limits each e-mail address to 3 attempts per hour, whatever the client address', async () => {
    const email = `busy.${Date.now()}@example.org`
    const kinds = []
    for (let i = 0; i < 4; i++) {
      kinds.push(
        (await join.submitVolunteerApplication(payload, signUp({ email }), { ip: ip() })).kind,
      )
    }
    // Two of them mailed the address that its application stands: no more than the limit.
    expect(kinds).toEqual(['ok', 'ok', 'ok', 'limited'])
  })

  it('still stores the application when the mail server is down, and keeps both mails for later', async () => {
    await catcher.close()
    const body = signUp()
    const result = await join.submitVolunteerApplication(payload, body, { ip: ip() })
    expect(result.kind).toBe('ok')
    const id = (result as { id: number }).id
    expect((await payload.findByID({ collection: 'volunteer-applications', id })).status).toBe(
      'new',
    )
    const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
    const queued = await pool.query<{ to: string; status: string }>(
      `SELECT "to", status FROM outbox WHERE "to" = $1 OR reply_to = $1 ORDER BY id`,
      [body.email],
    )
    expect(queued.rows.map((r) => r.status)).toEqual(['pending', 'pending'])
    await pool.query(`DELETE FROM outbox`)
    catcher = await startSmtpCatcher(Number(process.env.SMTP_PORT))
  })
})

describe('who reads volunteer applications', () => {
  const staffUser = async (roles: User['roles']) =>
    (await payload.create({
      collection: 'users',
      data: {
        email: `${roles.join('-')}.${Date.now()}@newegypt.example`,
        password: 'a-long-test-password-1',
        roles,
      },
    })) as User

  it('refuses anonymous reads through the local API with access enforced', async () => {
    await expect(
      payload.find({ collection: 'volunteer-applications', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'volunteer-applications',
        overrideAccess: false,
        data: {
          fullnameEn: 'X',
          email: 'x@example.org',
          phone: '1',
          startTime: '09:00',
          endTime: '10:00',
          skills: 'x',
          termsAcceptedAt: new Date().toISOString(),
          status: 'new',
        },
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('lets coordinators read, not editors; the CSV export follows the same rule', async () => {
    const coordinator = await staffUser(['coordinator'])
    const editor = await staffUser(['editor'])
    const found = await payload.find({
      collection: 'volunteer-applications',
      overrideAccess: false,
      user: coordinator,
    })
    expect(found.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: 'volunteer-applications', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 })

    const { volunteersCsv } = await import('@/features/volunteers/export.server')
    const csv = await volunteersCsv(payload, coordinator)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Id,Signed up (Cairo time),Full Name,Email,Phone,Available From,Available To,Skills,Status,Notes',
    )
    // Times in the charity's zone, as a spreadsheet reads a local time.
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/)
    expect(lines.length).toBe(found.totalDocs + 1)
    // A phone in E.164 is a number, not a formula: written as it is (decision 0105).
    expect(csv).toContain(
      ',amira.fawzy@example.org,+201001234567,09:00,17:30,First aid; teaching,new,',
    )
    await expect(volunteersCsv(payload, editor)).rejects.toMatchObject({ status: 403 })
  })
})
