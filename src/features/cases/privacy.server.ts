import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import type { CaseRequest } from '@/payload-types'
import { CLOSED_STATUSES, caseFileIds as fileIds } from './hooks'
import { DEFAULT_RETENTION_MONTHS } from './statuses'

const LOG = '[case-privacy]'
type Action = 'export' | 'erase' | 'retention'

const logEntry = (doc: CaseRequest, action: Action, by: string) => [
  ...(doc.privacyLog ?? []),
  { action, at: new Date().toISOString(), by },
]

/**
 * Erases a request's personal data and photos (files too) and keeps the anonymous record:
 * purpose, governorate, club, status, dates, history (decision 0035). Returns how many photos
 * went. Used by the retention job and by an admin's erasure on request.
 */
export async function eraseCaseRequest(
  payload: Payload,
  id: number,
  action: 'erase' | 'retention',
  by: string,
): Promise<{ photos: number }> {
  const doc = await payload.findByID({
    collection: 'case-requests',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const photos = fileIds(doc)
  await payload.update({
    collection: 'case-requests',
    id,
    depth: 0,
    overrideAccess: true,
    data: {
      erasedAt: new Date().toISOString(),
      fullname: `Erased request ${doc.reference ?? id}`,
      age: '',
      nationalId: null,
      nationalIdHash: null,
      phone: '',
      phoneHash: null,
      email: '',
      address: '',
      notes: '',
      documentsMessage: '',
      city: null,
      cityText: '',
      village: null,
      villageText: '',
      currentJob: '',
      jobPlace: '',
      insuranceNumber: '',
      housingType: '',
      housingSpace: '',
      roomNumbers: '',
      possession: '',
      monthlyRent: '',
      houseIndependance: '',
      houseStatus: '',
      caseImage: null,
      images: [],
      documents: [],
      privacyLog: logEntry(doc, action, by),
    },
  })
  // Upload documents deleted through Payload take their files with them.
  if (photos.length) {
    await payload.delete({
      collection: 'case-files',
      overrideAccess: true,
      where: { id: { in: photos } },
    })
  }
  return { photos: photos.length }
}

export async function retentionMonths(payload: Payload): Promise<number> {
  const g = await payload.findGlobal({ slug: 'case-retention', overrideAccess: true })
  return typeof g.months === 'number' && g.months >= 1 ? g.months : DEFAULT_RETENTION_MONTHS
}

/** `now` minus `months` calendar months. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}

/** A file younger than this is never an orphan: an admin may be about to attach it. */
const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000
const ORPHAN_BATCH = 200

/**
 * Deletes case files that no request refers to and that are older than a day: those of requests
 * deleted before their files went with them, which retention, working from the
 * requests, never reached. Returns how many went.
 */
export async function deleteOrphanCaseFiles(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString()
  let deleted = 0
  // By id from the last one seen: deleting does not move the files still to be looked at.
  for (let after = 0; ; ) {
    const files = await payload.find({
      collection: 'case-files',
      overrideAccess: true,
      depth: 0,
      limit: ORPHAN_BATCH,
      sort: 'id',
      select: { filename: true },
      where: { and: [{ id: { greater_than: after } }, { createdAt: { less_than: before } }] },
    })
    const ids = files.docs.map((f) => f.id)
    if (!ids.length) break
    after = ids.at(-1)!
    const users = await payload.find({
      collection: 'case-requests',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { caseImage: true, images: true, documents: true },
      where: {
        or: [{ caseImage: { in: ids } }, { images: { in: ids } }, { documents: { in: ids } }],
      },
    })
    const used = new Set(users.docs.flatMap(fileIds))
    const orphans = ids.filter((id) => !used.has(id))
    if (orphans.length) {
      await payload.delete({
        collection: 'case-files',
        overrideAccess: true,
        where: { id: { in: orphans } },
      })
      deleted += orphans.length
    }
  }
  return deleted
}

/**
 * The `caseRetention` job: erases requests closed longer ago than the retention setting and
 * not erased yet, deletes files no request refers to, and logs counts and ids (no personal
 * data).
 */
export async function runCaseRetention(
  payload: Payload,
  now = new Date(),
): Promise<{ erased: number; photos: number; orphans: number; ids: number[] }> {
  const months = await retentionMonths(payload)
  const due = await payload.find({
    collection: 'case-requests',
    overrideAccess: true,
    depth: 0,
    limit: 200,
    sort: 'closedAt',
    where: {
      and: [
        { status: { in: [...CLOSED_STATUSES] } },
        { closedAt: { less_than: monthsBefore(now, months).toISOString() } },
        { erasedAt: { exists: false } },
      ],
    },
  })
  const ids: number[] = []
  let photos = 0
  for (const { id } of due.docs) {
    photos += (await eraseCaseRequest(payload, id, 'retention', 'retention job')).photos
    ids.push(id)
  }
  const orphans = await deleteOrphanCaseFiles(payload, now)
  payload.logger.info(
    { erased: ids.length, photos, orphans, ids, months },
    `${LOG} retention: ${ids.length} closed request(s) erased, ${photos} photo(s) deleted, ${orphans} file(s) of no request deleted`,
  )
  return { erased: ids.length, photos, orphans, ids }
}

/**
 * One applicant's data for an admin (a subject access request): the request with its national
 * ID in clear, and its photos as data URLs. The export is recorded on the request.
 */
export async function exportCaseRequest(payload: Payload, id: number, by: string) {
  const doc = await payload.findByID({
    collection: 'case-requests',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const dir = payload.collections['case-files']?.config.upload?.staticDir ?? ''
  const photos = []
  for (const fileId of fileIds(doc)) {
    const f = await payload.findByID({ collection: 'case-files', id: fileId, overrideAccess: true })
    const bytes = await readFile(path.join(dir, path.basename(f.filename ?? ''))).catch(() => null)
    photos.push({
      id: fileId,
      filename: f.filename,
      mimeType: f.mimeType,
      dataUrl: bytes ? `data:${f.mimeType};base64,${bytes.toString('base64')}` : null,
    })
  }
  await payload.update({
    collection: 'case-requests',
    id,
    overrideAccess: true,
    data: { privacyLog: logEntry(doc, 'export', by) },
  })
  payload.logger.info(`${LOG} request ${id} exported by ${by}`)
  const { nationalIdHash: _n, phoneHash: _p, ...request } = doc
  return { exportedAt: new Date().toISOString(), request, photos }
}
