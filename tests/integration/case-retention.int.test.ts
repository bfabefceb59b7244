import { readdir, rm } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  caseForm,
  forgetApplicantLimits,
  png,
  seedCaseLookups,
  type CaseLookupIds,
} from '../helpers/case-fixtures'
import { createTestPayload } from '../helpers/test-payload'

/** Issue 22: the retention job erases exactly what is due; an admin's export and erasure. */
let payload: Payload
let close: () => Promise<void>
let submit: typeof import('@/features/cases/submit.server')
let privacy: typeof import('@/features/cases/privacy.server')
let status: typeof import('@/features/cases/status.server')
let ids: CaseLookupIds
let n = 0

const NID = '29801011234567'
/**
 * The photo files of requests on disk. By name, not by count: other test files share the folder
 * and write to it at the same time.
 */
async function photoFiles(...requestIds: number[]): Promise<string[]> {
  const names: string[] = []
  for (const id of requestIds) {
    const doc = await payload.findByID({ collection: 'case-requests', id, depth: 1 })
    for (const f of [doc.caseImage, ...(doc.images ?? [])]) {
      if (f && typeof f === 'object' && f.filename) names.push(f.filename)
    }
  }
  return names
}
const onDisk = async (names: string[]) => {
  const present = new Set(await readdir(dir()).catch(() => []))
  return names.filter((n) => present.has(n))
}
const dir = () => payload.collections['case-files']!.config.upload.staticDir!

/** A request with a case photo and one more, set to `closedStatus` `monthsAgo` months back. */
async function request(closedStatus?: 'assisted' | 'rejected' | 'approved', monthsAgo = 0) {
  await forgetApplicantLimits(payload)
  const r = await submit.submitCaseRequest(payload, caseForm(ids), {
    ip: `198.51.100.${++n}`,
    lang: 'ar',
  })
  if (r.kind !== 'ok' || !r.id) throw new Error('not stored')
  if (closedStatus) {
    await payload.update({ collection: 'case-requests', id: r.id, data: { status: closedStatus } })
    await payload.db.drizzle.execute(
      `UPDATE case_requests SET closed_at = closed_at - interval '${monthsAgo} months' WHERE id = ${r.id}`,
    )
  }
  return { id: r.id, reference: r.reference! }
}
const read = (id: number) => payload.findByID({ collection: 'case-requests', id, depth: 0 })

const dataDir = `${process.env.TMPDIR ?? '/tmp'}/charity-int-data-case-retention-${process.pid}`
beforeAll(async () => {
  // A photo folder of its own: cases.int.test.ts counts the files of the shared one.
  process.env.DATA_DIR = dataDir
  ;({ payload, close } = await createTestPayload())
  submit = await import('@/features/cases/submit.server')
  privacy = await import('@/features/cases/privacy.server')
  status = await import('@/features/cases/status.server')
  ids = await seedCaseLookups(payload)
})
afterAll(async () => {
  await close?.()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the retention job', () => {
  it('erases requests closed longer ago than the setting, and nothing else', async () => {
    const recent = await request('assisted', 11)
    const open = await request()
    const approvedLongAgo = await request('approved', 0)
    // An approved request is not closed: closedAt stays empty whatever its age.
    await payload.db.drizzle.execute(
      `UPDATE case_requests SET created_at = now() - interval '3 years' WHERE id = ${approvedLongAgo.id}`,
    )
    const due = await request('rejected', 13)
    const dueToo = await request('assisted', 25)
    const erasable = await photoFiles(due.id, dueToo.id)
    const kept = await photoFiles(recent.id, open.id, approvedLongAgo.id)
    expect(await onDisk(erasable)).toHaveLength(4)
    expect(await onDisk(kept)).toHaveLength(6)
    const info = vi.spyOn(payload.logger, 'info')

    const result = await privacy.runCaseRetention(payload)

    expect(result).toEqual({
      erased: 2,
      photos: 4,
      orphans: 0,
      ids: expect.arrayContaining([due.id, dueToo.id]),
    })
    expect(result.ids).toHaveLength(2)
    expect(await onDisk(erasable)).toEqual([])
    expect(await onDisk(kept)).toHaveLength(6)
    for (const { id } of [due, dueToo]) {
      const doc = await read(id)
      expect(doc).toMatchObject({
        nationalId: null,
        phone: '',
        email: '',
        address: '',
        caseImage: null,
        images: [],
        purpose: ids.purpose,
        governorate: ids.governorate,
        club: ids.club,
      })
      expect(doc.erasedAt).toBeTruthy()
      expect(doc.fullname).toMatch(/^Erased request /)
      expect(doc.privacyLog?.map((e) => [e.action, e.by])).toEqual([['retention', 'retention job']])
      expect(['assisted', 'rejected']).toContain(doc.status)
      expect(doc.closedAt).toBeTruthy()
    }
    // The status page no longer finds an erased request (its hashes are gone).
    expect(
      await status.caseStatus(
        payload,
        { reference: due.reference, identifier: NID },
        { ip: '192.0.2.1', lang: 'en' },
      ),
    ).toMatchObject({ status: 404 })
    for (const { id } of [recent, open, approvedLongAgo]) {
      const doc = await read(id)
      expect(doc).toMatchObject({ nationalId: NID, phone: '+201012345678', erasedAt: null })
      expect(doc.images).toHaveLength(1)
    }
    // The log has counts and ids, no personal data.
    const logged = JSON.stringify(info.mock.calls)
    expect(logged).toContain('2 closed request(s) erased')
    expect(logged).not.toContain(NID)
    expect(logged).not.toContain('Mona')
    info.mockRestore()
    // A later status change is still recorded, and the erased request stays unfindable.
    await payload.update({ collection: 'case-requests', id: due.id, data: { status: 'assisted' } })
    const after = await read(due.id)
    expect(after.statusHistory?.at(-1)?.status).toBe('assisted')
    expect(after.nationalId).toBeNull()
    // Run again: nothing more is due.
    expect(await privacy.runCaseRetention(payload)).toMatchObject({ erased: 0 })
  })

  it('follows the staff setting in months', async () => {
    const closed = await request('assisted', 4)
    await payload.updateGlobal({ slug: 'case-retention', data: { months: 6 } })
    expect((await privacy.runCaseRetention(payload)).ids).not.toContain(closed.id)
    await payload.updateGlobal({ slug: 'case-retention', data: { months: 3 } })
    expect((await privacy.runCaseRetention(payload)).ids).toEqual([closed.id])
    await payload.updateGlobal({ slug: 'case-retention', data: { months: 12 } })
  })
})

/** A case file of no request, `daysAgo` days old; its name on disk. */
async function looseFile(daysAgo: number) {
  const data = Buffer.from(png())
  const file = await payload.create({
    collection: 'case-files',
    overrideAccess: true,
    data: {},
    file: { data, mimetype: 'image/png', name: `loose-${++n}.png`, size: data.length },
  })
  await payload.db.drizzle.execute(
    `UPDATE case_files SET created_at = now() - interval '${daysAgo} days' WHERE id = ${file.id}`,
  )
  return { id: file.id, filename: file.filename! }
}
const fileDocs = async (fileIds: number[]) =>
  (
    await payload.find({
      collection: 'case-files',
      where: { id: { in: fileIds } },
      pagination: false,
    })
  ).docs.map((f) => f.id)

describe('deleting a case request', () => {
  it('deletes its photos and documents: the files on disk and the upload documents', async () => {
    const { id } = await request()
    const document = await looseFile(0)
    await payload.update({ collection: 'case-requests', id, data: { documents: [document.id] } })
    const doc = await payload.findByID({ collection: 'case-requests', id, depth: 1 })
    const files = [...(await photoFiles(id)), document.filename]
    const fileIds = [doc.caseImage, ...(doc.images ?? []), ...(doc.documents ?? [])].map((f) =>
      typeof f === 'object' && f ? f.id : Number(f),
    )
    expect(await onDisk(files)).toHaveLength(3)
    expect(await fileDocs(fileIds)).toHaveLength(3)
    // As an admin deletes it in the back office (with the admin's access).
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: `admin-m8-${++n}@newegypt.example`,
        password: 'm8-Test-2026-pw',
        roles: ['admin'],
      },
    })
    await payload.delete({ collection: 'case-requests', id, overrideAccess: false, user: admin })

    expect(await onDisk(files)).toEqual([])
    expect(await fileDocs(fileIds)).toEqual([])
  })

  it('retention deletes files no request refers to once they are a day old, and no others', async () => {
    const { id } = await request()
    const kept = await photoFiles(id)
    const oldLoose = await looseFile(2)
    const newLoose = await looseFile(0)
    // The request's own files are old too: still in use, they stay.
    await payload.db.drizzle.execute(`UPDATE case_files SET created_at = now() - interval '3 days'
      WHERE filename IN (${kept.map((f) => `'${f}'`).join(', ')})`)

    const result = await privacy.runCaseRetention(payload)

    expect(result.orphans).toBe(1)
    expect(await onDisk([oldLoose.filename])).toEqual([])
    expect(await fileDocs([oldLoose.id])).toEqual([])
    expect(await onDisk([newLoose.filename, ...kept])).toHaveLength(3)
    expect(await privacy.runCaseRetention(payload)).toMatchObject({ orphans: 0 })
  })
})

describe('export and erasure on request', () => {
  it('exports one applicant’s data with photos, then erases it; both recorded', async () => {
    const { id } = await request()
    const exported = await privacy.exportCaseRequest(payload, id, 'user 1')
    expect(exported.request).toMatchObject({ id, nationalId: NID, fullname: 'Mona Ali' })
    expect(exported.request).not.toHaveProperty('nationalIdHash')
    expect(exported.photos).toHaveLength(2)
    expect(exported.photos[0]?.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)

    const files = await photoFiles(id)
    expect(await onDisk(files)).toHaveLength(2)
    expect(await privacy.eraseCaseRequest(payload, id, 'erase', 'user 1')).toEqual({ photos: 2 })
    expect(await onDisk(files)).toEqual([])
    const doc = await read(id)
    expect(doc.nationalId).toBeNull()
    expect(doc.privacyLog?.map((e) => [e.action, e.by])).toEqual([
      ['export', 'user 1'],
      ['erase', 'user 1'],
    ])
  })

  it('the endpoints answer administrators only', async () => {
    const { id } = await request()
    const endpoint = (path: string) =>
      payload.collections['case-requests']!.config.endpoints
        ? (
            payload.collections['case-requests']!.config.endpoints as {
              path: string
              handler: (req: unknown) => Promise<Response>
            }[]
          ).find((e) => e.path === path)!
        : undefined
    const reqAs = (roles: string[] | null) => ({
      payload,
      user: roles ? { id: 1, roles } : null,
      routeParams: { id: String(id) },
    })
    const exportEp = endpoint('/:id/export')!
    const eraseEp = endpoint('/:id/erase')!
    expect((await exportEp.handler(reqAs(null))).status).toBe(403)
    expect((await exportEp.handler(reqAs(['case-reviewer']))).status).toBe(403)
    expect((await eraseEp.handler(reqAs(['case-reviewer']))).status).toBe(403)
    expect((await read(id)).erasedAt).toBeNull()
    const res = await exportEp.handler(reqAs(['admin']))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`case-request-${id}.json`)
    expect((await eraseEp.handler(reqAs(['admin']))).status).toBe(200)
    expect((await read(id)).erasedAt).toBeTruthy()
  })
})

describe('the migration’s backfill', () => {
  it('gives requests of before issue 22 a reference, lookup hashes and a history', async () => {
    const { id } = await request()
    const db = payload.db.drizzle
    await db.execute(`UPDATE case_requests SET reference = NULL, national_id_hash = NULL,
      phone_hash = NULL, status = 'approved' WHERE id = ${id}`)
    await db.execute(`DELETE FROM case_requests_status_history WHERE _parent_id = ${id}`)
    const { backfill } = await import('@/migrations/20261123_174710_cases_references_retention')
    await backfill({ db: db as never, payload })
    const doc = await read(id)
    expect(doc.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(doc.statusHistory?.map((h) => h.status)).toEqual(['new', 'approved'])
    for (const identifier of [NID, '01012345678']) {
      const found = await status.caseStatus(
        payload,
        { reference: doc.reference, identifier },
        { ip: '192.0.2.9', lang: 'en' },
      )
      expect(found).toMatchObject({ kind: 'ok' })
    }
  })
})
