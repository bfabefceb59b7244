import { rm } from 'node:fs/promises'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import {
  caseForm,
  imageFile,
  png,
  seedCaseLookups,
  type CaseLookupIds,
  forgetApplicantLimits,
} from '../helpers/case-fixtures'
import { startSmtpCatcher } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/** Issue 22: references, the HMAC lookup, the neutral answer, the lockout, more documents. */
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let submit: typeof import('@/features/cases/submit.server')
let status: typeof import('@/features/cases/status.server')
let documents: typeof import('@/features/cases/documents.server')
let ids: CaseLookupIds
let newReference: () => string
let reviewer: User

let n = 0
const ip = () => `203.0.113.${++n}`
const NID = '29801011234567'

async function sendRequest(overrides: Record<string, string> = {}) {
  await forgetApplicantLimits(payload)
  const r = await submit.submitCaseRequest(payload, caseForm(ids, overrides), {
    ip: ip(),
    lang: 'en',
  })
  if (r.kind !== 'ok' || !r.id || !r.reference) throw new Error(`not stored: ${JSON.stringify(r)}`)
  return { id: r.id, reference: r.reference }
}
const lookup = (reference: string, identifier: string, lang: 'ar' | 'en' = 'en', from = ip()) =>
  status.caseStatus(payload, { reference, identifier }, { ip: from, lang })
// Rows of this test's own database: the photo folder is shared with other test files running now.
const photos = async () => (await payload.count({ collection: 'case-files' })).totalDocs

const dataDir = `${process.env.TMPDIR ?? '/tmp'}/charity-int-data-case-status-${process.pid}`
beforeAll(async () => {
  const port = await freePort()
  catcher = await startSmtpCatcher(port)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  // A photo folder of its own: cases.int.test.ts counts the files of the shared one.
  process.env.DATA_DIR = dataDir
  ;({ payload, close, databaseUrl } = await createTestPayload())
  submit = await import('@/features/cases/submit.server')
  status = await import('@/features/cases/status.server')
  documents = await import('@/features/cases/documents.server')
  ids = await seedCaseLookups(payload)
  ;({ newReference } = await import('@/features/cases/reference'))
  reviewer = await payload.create({
    collection: 'users',
    data: {
      email: 'reviewer@example.org',
      password: 'a-long-password-1',
      roles: ['case-reviewer'],
    },
  })
})
afterAll(async () => {
  await close?.()
  await catcher?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('references and lookup hashes', () => {
  it('gives each request a reference and stores keyed hashes, not the ID or phone in clear', async () => {
    const a = await sendRequest()
    const b = await sendRequest()
    expect(a.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(b.reference).not.toBe(a.reference)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        'SELECT reference, national_id, national_id_hash, phone_hash FROM case_requests WHERE id = $1',
        [a.id],
      )
      expect(rows[0].reference).toBe(a.reference)
      expect(rows[0].national_id).toMatch(/^enc:v2:/)
      expect(rows[0].national_id_hash).toMatch(/^[\w-]{43}$/)
      expect(rows[0].phone_hash).toMatch(/^[\w-]{43}$/)
      expect(JSON.stringify(rows[0])).not.toContain(NID)
      expect(JSON.stringify(rows[0])).not.toContain('1012345678')
      // The same ID in two requests has the same hash: that is what makes it matchable.
      const again = await client.query('SELECT national_id_hash FROM case_requests WHERE id = $1', [
        b.id,
      ])
      expect(again.rows[0].national_id_hash).toBe(rows[0].national_id_hash)
    } finally {
      await client.end()
    }
  })

  it('finds a request by reference and national ID, or by the phone given, with its history', async () => {
    const { reference } = await sendRequest()
    for (const identifier of [NID, '٢٩٨٠١٠١١٢٣٤٥٦٧', '01012345678', '+20 10 1234 5678']) {
      const r = await lookup(reference.toLowerCase(), identifier)
      expect(r).toMatchObject({
        kind: 'ok',
        view: { reference, status: 'new', documentsMessage: null },
      })
    }
    const r = await lookup(reference, NID)
    expect(r.kind === 'ok' && r.view.history.map((h) => h.status)).toEqual(['new'])
  })

  it('matches without decrypting: a row whose ciphertext is unreadable is still found by its hash', async () => {
    const { id, reference } = await sendRequest({ national_id: '29901011234561' })
    await payload.db.drizzle.execute(
      `UPDATE case_requests SET national_id = 'enc:v2:gone:x:y:z' WHERE id = ${id}`,
    )
    expect(await lookup(reference, '29901011234561')).toMatchObject({ kind: 'ok' })
  })
})

describe('the neutral answer and the lockout', () => {
  it('answers a wrong reference, a wrong ID and another applicant’s reference alike', async () => {
    const mine = await sendRequest({ national_id: '29001011234568', phone: '01099999999' })
    const other = await sendRequest({ national_id: '28501011234569', phone: '01088888888' })
    const answers = [
      await lookup('ZZZZ2222', '29001011234568'), // no such reference
      await lookup(mine.reference, '29001011234560'), // wrong ID
      await lookup(other.reference, '29001011234568'), // someone else's reference, my ID
      await lookup('not a ref', '29001011234568'), // malformed
    ]
    for (const a of answers) {
      expect(a).toEqual({
        kind: 'refused',
        status: 404,
        message:
          'No request matches this reference and national ID or phone number. Check both and try again.',
      })
    }
    expect(await lookup(mine.reference, '1', 'ar')).toMatchObject({
      status: 404,
      message:
        'لا يوجد طلب يطابق هذا الرقم المرجعي والرقم القومي أو رقم الهاتف. راجع البيانات وحاول مرة أخرى.',
    })
  })

  it('locks a reference for an hour after 5 wrong tries from one address, even for the right ID; others stay open', async () => {
    const target = await sendRequest()
    const bystander = await sendRequest()
    const guesser = '192.0.2.77'
    const wrongIds = [0, 1, 2, 3, 4].map((i) => `2980101123456${i}`.slice(0, 14) + 'x')
    for (const id of wrongIds) {
      expect(await lookup(target.reference, id, 'en', guesser)).toMatchObject({ status: 404 })
    }
    // The applicant, elsewhere, is not locked out by a stranger holding the reference.
    expect(await lookup(target.reference, NID)).toMatchObject({ kind: 'ok' })
    const locked = await lookup(target.reference, NID, 'en', guesser)
    expect(locked).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Too many wrong tries for this reference. Try again in an hour.',
    })
    expect(await lookup(bystander.reference, NID, 'en', guesser)).toMatchObject({ kind: 'ok' })
    // The lock lasts an hour from the fifth miss.
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT extract(epoch FROM reset_at - now())::int AS left FROM rate_limits WHERE key = $1`,
        [`case-status:lock:${target.reference}:ip:${guesser}`],
      )
      expect(rows[0].left).toBeGreaterThan(3590)
      expect(rows[0].left).toBeLessThanOrEqual(3600)
      await client.query(
        `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE $1`,
        [`case-status:%:${target.reference}%`],
      )
    } finally {
      await client.end()
    }
    expect(await lookup(target.reference, NID, 'en', guesser)).toMatchObject({ kind: 'ok' })
  })

  it('locks a reference for everyone after 50 wrong tries from all addresses', async () => {
    const target = await sendRequest()
    for (let i = 0; i < status.LOCK_AFTER_FAILURES_IN_ALL; i++) {
      expect(await lookup(target.reference, '29801011230000')).toMatchObject({ status: 404 })
    }
    expect(await lookup(target.reference, NID)).toMatchObject({ kind: 'refused', status: 429 })
  })

  it('limits lookups per client address', async () => {
    const from = '192.0.2.250'
    const results = []
    for (let i = 0; i < status.STATUS_IP_LIMIT.limit + 1; i++)
      results.push(await lookup(newReference(), NID, 'en', from))
    expect(results.at(-2)).toMatchObject({ kind: 'refused', status: 404 })
    expect(results.at(-1)).toMatchObject({ kind: 'limited' })
  })
})

describe('more documents', () => {
  const upload = (reference: string, files: File[], identifier = NID) => {
    const fd = new FormData()
    fd.append('reference', reference)
    fd.append('identifier', identifier)
    files.forEach((f, i) => fd.append(`images[${i}]`, f))
    return documents.sendCaseDocuments(payload, fd, { ip: ip(), lang: 'en' })
  }

  it('takes photos only when asked, checks them all, then notifies the reviewer who asked', async () => {
    const { id, reference } = await sendRequest()
    expect(await upload(reference, [imageFile(png(), 'a.png')])).toMatchObject({ status: 409 })
    await payload.update({
      collection: 'case-requests',
      id,
      overrideAccess: false,
      user: reviewer,
      data: { documentsMessage: 'Please send the hospital report.' },
    })
    const asked = await lookup(reference, NID)
    expect(asked).toMatchObject({
      kind: 'ok',
      view: { documentsMessage: 'Please send the hospital report.' },
    })

    // One bad file among good ones: nothing is saved.
    const before = await photos()
    const text = imageFile(new TextEncoder().encode('not an image'), 'report.jpg', 'image/jpeg')
    const bad = await upload(reference, [imageFile(png(), 'a.png'), text])
    expect(bad).toMatchObject({ kind: 'invalid', issues: [{ path: ['images', '1'] }] })
    const eleven = Array.from({ length: 11 }, (_, i) => imageFile(png(), `p${i}.png`))
    expect(await upload(reference, eleven)).toMatchObject({
      kind: 'invalid',
      issues: [{ message: 'At most 10 additional photos can be sent.' }],
    })
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png())
    expect(await upload(reference, [imageFile(big, 'big.png')])).toMatchObject({ kind: 'invalid' })
    expect(await upload(reference, [imageFile(png(), 'a.png')], '29801011234560')).toMatchObject({
      status: 404,
    })
    expect(await photos()).toBe(before)

    const ok = await upload(reference, [imageFile(png(), 'a.png'), imageFile(png(), 'b.png')])
    expect(ok).toMatchObject({ kind: 'ok', view: { documentsMessage: null } })
    expect(await photos()).toBe(before + 2)
    const doc = await payload.findByID({ collection: 'case-requests', id, depth: 0 })
    expect(doc.documents).toHaveLength(2)
    expect(doc.statusHistory?.map((h) => h.status)).toEqual([
      'new',
      'documents-requested',
      'documents-received',
    ])
    await expect.poll(() => catcher.to('reviewer@example.org').length).toBe(1)
    expect(catcher.to('reviewer@example.org')[0]?.subject).toBe(
      `Documents received for case request ${reference}`,
    )
    // Asked once, answered once.
    expect(await upload(reference, [imageFile(png(), 'c.png')])).toMatchObject({ status: 409 })
  })

  it('records each status change with its date and mails the reference', async () => {
    const { id, reference } = await sendRequest({ email: 'follow@example.org' })
    await payload.update({ collection: 'case-requests', id, data: { status: 'under-review' } })
    await payload.update({ collection: 'case-requests', id, data: { notes: 'called' } })
    await payload.update({ collection: 'case-requests', id, data: { status: 'approved' } })
    const r = await lookup(reference, NID)
    expect(r.kind === 'ok' && r.view.history.map((h) => h.status)).toEqual([
      'new',
      'under-review',
      'approved',
    ])
    // The acknowledgement of the request, then one mail per status change.
    await expect.poll(() => catcher.to('follow@example.org').length).toBe(3)
    const [received, , approved] = catcher.to('follow@example.org')
    expect(received?.subject).toBe('We received your assistance request')
    expect(received?.text).toContain(`Your reference: ${reference}`)
    expect(received?.text).toContain('/caseStatusEn')
    expect(approved?.text).toContain(`Your reference: ${reference}`)
    expect(approved?.text).toContain('/caseStatusEn')
  })

  it('mails the applicant the reviewer’s request, in the request’s language', async () => {
    const { id, reference } = await sendRequest({ email: 'docs@example.org' })
    await payload.update({
      collection: 'case-requests',
      id,
      data: { documentsMessage: 'Please send the lab results.' },
    })
    // After the acknowledgement of the request.
    await expect.poll(() => catcher.to('docs@example.org').length).toBe(2)
    const [, mail] = catcher.to('docs@example.org')
    expect(mail?.subject).toBe('More documents are needed for your assistance request')
    expect(mail?.text).toContain('Please send the lab results.')
    expect(mail?.text).toContain(`Your reference: ${reference}`)
    // Saving the same message again asks nothing new.
    await payload.update({ collection: 'case-requests', id, data: { notes: 'waiting' } })
    await new Promise((r) => setTimeout(r, 300))
    expect(catcher.to('docs@example.org')).toHaveLength(2)
  })
})
