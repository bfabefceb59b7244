import 'server-only'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { env } from '@/lib/env'
import { deleteUploadObject } from '@/lib/storage/object-storage'
import { s3SettingsOf } from '@/lib/storage/s3-settings'
import type { CheckedFile } from './files.server'

/**
 * Where case photos go: documents of the `case-files` upload collection, whose bytes Payload
 * writes under DATA_DIR/case-files, or to the S3 bucket when S3_BUCKET is set (storage-s3,
 * src/lib/storage/object-storage.ts). Either way only case reviewers and admins read them,
 * through Payload's access-checked file route.
 */
export interface CaseFileStorage {
  save(file: CheckedFile, name: string, req: PayloadRequest): Promise<StoredFile>
  /** Removes a stored file's bytes (the database rows go with the transaction). */
  discard(stored: StoredFile): Promise<void>
}

export interface StoredFile {
  id: number
  filename: string
}

export function payloadCaseFileStorage(payload: Payload): CaseFileStorage {
  return {
    async save(file, name, req) {
      const doc = await payload.create({
        collection: 'case-files',
        overrideAccess: true,
        req,
        data: {},
        file: { data: file.data, mimetype: file.mimetype, name, size: file.size },
      })
      return { id: doc.id, filename: doc.filename ?? name }
    },
    async discard(stored) {
      const dir = payload.collections['case-files']?.config.upload?.staticDir
      if (!dir) return
      await rm(path.join(dir, path.basename(stored.filename)), { force: true })
    },
  }
}

/**
 * The `case-files` collection, on disk or in the bucket: whichever the Payload config chose
 * (storage-s3 marks the collection's upload with its adapter), so the two never disagree.
 */
export function selectCaseFileStorage(
  payload: Payload,
): CaseFileStorage & { kind: 'local' | 's3' } {
  const upload = payload.collections['case-files']?.config.upload
  const settings =
    typeof upload === 'object' && upload.adapter === 's3' ? s3SettingsOf(env()) : null
  if (!settings) return { kind: 'local', ...payloadCaseFileStorage(payload) }
  return {
    kind: 's3',
    save: payloadCaseFileStorage(payload).save,
    // The rolled-back request's photos would stay in the bucket, unlinked: removed here.
    discard: (stored) => deleteUploadObject(settings, 'case-files', stored.filename),
  }
}

/**
 * Stores a request's photos and writes its row in one transaction (a new request, or photos
 * asked for later): the photos' rows and the request's are kept together or not at all, and on
 * any failure the bytes already written are removed too, so no photo is left without its request.
 * `nameOf` names the i-th photo; `stamp` keeps names of one upload apart from earlier ones.
 */
export async function storeWithPhotos<T>(
  payload: Payload,
  storage: CaseFileStorage,
  files: CheckedFile[],
  nameOf: (index: number, stamp: string) => string,
  write: (stored: StoredFile[], req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const stored: StoredFile[] = []
  try {
    const stamp = Date.now().toString(36)
    for (const [i, file] of files.entries()) {
      stored.push(await storage.save(file, `${nameOf(i, stamp)}.${file.ext}`, req))
    }
    const written = await write(stored, req)
    await commitTransaction(req)
    return written
  } catch (error) {
    await killTransaction(req)
    await Promise.allSettled(stored.map((s) => storage.discard(s)))
    throw error
  }
}
