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
 * S3-compatible storage: install `@payloadcms/storage-s3` and register it for
 * the `case-files` collection when S3_BUCKET is set (see
 * docs/decisions/0013-case-requests.md); the documents, access rules and this
 * interface stay the same. Not wired yet.
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
