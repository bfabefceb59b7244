/**
 * One archive of the site (decision 0027): every table of the database, read in one snapshot
 * so the site may keep running, and every uploaded file, from DATA_DIR or the bucket; packed
 * with tar and encrypted with age to BACKUP_RECIPIENTS (decision 0083). Nothing of it is
 * written in clear outside the private temporary folder it is packed in.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Env } from '../../src/lib/env'
import { recipientsOf } from '../../src/lib/backup/settings'
import { s3SettingsOf } from '../../src/lib/storage/s3-settings'
import { downloadFolder } from './backup-bucket'
import { encryptFile } from './backup-crypt'
import { dumpDatabase } from './backup-db'
import { BackupError, openDatabase, tar, UPLOAD_FOLDERS } from './backup-target'

export const ARCHIVE_FORMAT = 1

export interface ArchiveSummary {
  tables: number
  folders: string[]
  bucket?: string
}

/** The recipients, or a refusal that tells the operator how to make a key. */
export function recipientsOrRefuse(e: Env): string[] {
  const recipients = recipientsOf(e.BACKUP_RECIPIENTS)
  if (recipients.length === 0) {
    throw new BackupError(
      'BACKUP_RECIPIENTS is not set: archives hold every donor\'s data and are always encrypted. Make a key with "npm run backup:key FILE", keep FILE off this machine, and set BACKUP_RECIPIENTS to the public key it prints (docs/deploy.md, "Backups").',
    )
  }
  return recipients
}

/** Writes the encrypted archive of the site to `out` (mode 0600). */
export async function writeArchive(e: Env, out: string): Promise<ArchiveSummary> {
  const recipients = recipientsOrRefuse(e)
  const stage = await mkdtemp(path.join(tmpdir(), 'charity-backup-'))
  try {
    const summary = await stageSite(e, path.join(stage, 'site'))
    const packed = path.join(stage, 'site.tar.gz')
    await tar(['-czf', packed, '-C', path.join(stage, 'site'), '.'])
    await encryptFile(packed, out, recipients)
    return summary
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

/** The archive's contents, in `dir`: manifest.json, database/, uploads/ and the secret. */
async function stageSite(e: Env, dir: string): Promise<ArchiveSummary> {
  // Without PAYLOAD_SECRET the site's secret is a file of DATA_DIR: sessions, links and the
  // national IDs' key ring (derived from it, decision 0024) need it back. It travels only
  // inside the encrypted archive.
  const secretFile = path.resolve(e.DATA_DIR, 'secret')
  const withSecret = !e.PAYLOAD_SECRET && existsSync(secretFile)
  const db = await openDatabase(e, false)
  let dump
  try {
    dump = await dumpDatabase(db.url)
  } finally {
    await db.close()
  }
  await mkdir(path.join(dir, 'database'), { recursive: true, mode: 0o700 })
  for (const [table, json] of dump.tables) {
    await writeFile(path.join(dir, 'database', `${table}.json`), json, { mode: 0o600 })
  }
  // With S3_BUCKET the files are the bucket's objects under the folder's name (decision 0031).
  const bucket = s3SettingsOf(e)
  for (const rel of UPLOAD_FOLDERS) {
    const from = path.resolve(e.DATA_DIR, rel)
    if (bucket) await downloadFolder(bucket, rel, path.join(dir, 'uploads', rel))
    else if (existsSync(from)) await cp(from, path.join(dir, 'uploads', rel), { recursive: true })
  }
  if (withSecret) await cp(secretFile, path.join(dir, 'secret'))
  const manifest = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    migrations: dump.migrations,
    sequences: dump.sequences,
    tables: Object.fromEntries([...dump.tables].map(([t, json]) => [t, json.length])),
    uploads: UPLOAD_FOLDERS,
    uploadsFrom: bucket ? `s3://${bucket.bucket}` : 'DATA_DIR',
    secret: withSecret,
  }
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return { tables: dump.tables.size, folders: UPLOAD_FOLDERS, bucket: bucket?.bucket }
}
