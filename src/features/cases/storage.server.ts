import 'server-only'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import type { CheckedFile } from './files.server'

/**
 * Where case photos go. The default stores them as documents of the
 * `case-files` upload collection (files on local disk under DATA_DIR/case-files,
 * served only to case reviewers and admins by Payload's access control).
 *
 * S3-compatible storage is chosen when S3_BUCKET is set (`selectCaseFileStorage`),
 * but its adapter is not in this build yet: `@payloadcms/storage-s3` registered
 * for `case-files` is the plan (docs/decisions/0013-case-requests.md), and until
 * then a configured bucket refuses to store rather than silently writing to one
 * instance's disk.
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

export const S3_NOT_AVAILABLE =
  'S3-compatible storage is configured (S3_BUCKET) but its adapter is not installed in this build.'

/** S3 when S3_BUCKET is set, else the local `case-files` collection. */
export function selectCaseFileStorage(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): CaseFileStorage & { kind: 'local' | 's3' } {
  if (env.S3_BUCKET?.trim()) {
    return {
      kind: 's3',
      save: () => Promise.reject(new Error(S3_NOT_AVAILABLE)),
      discard: () => Promise.resolve(),
    }
  }
  return { kind: 'local', ...payloadCaseFileStorage(payload) }
}
