/**
 * `npm run backup [FILE]`: one archive (tar.gz, default backups/charity-<time>.tar.gz) with
 * every table of the database (embedded or DATABASE_URL; read in one snapshot, so the site
 * may keep running) and every uploaded file (media, case files, vote signatures), from
 * DATA_DIR or, with S3_BUCKET set, from the bucket. Restore
 * it with `npm run restore FILE` (decision 0027).
 *
 * The archive holds every donor's, volunteer's and case's personal data, and the data
 * folder's secret when PAYLOAD_SECRET is unset: keep it as safe as the database itself.
 */
import { chmod, cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EnvError, loadEnv } from '../src/lib/env'
import { s3SettingsOf } from '../src/lib/storage/s3-settings'
import { downloadFolder } from './lib/backup-bucket'
import { dumpDatabase } from './lib/backup-db'
import { BackupError, openDatabase, tar, UPLOAD_FOLDERS } from './lib/backup-target'

export const ARCHIVE_FORMAT = 1

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
const out = path.resolve(process.argv[2] ?? path.join('backups', `charity-${stamp}.tar.gz`))

const stage = await mkdtemp(path.join(tmpdir(), 'charity-backup-'))
try {
  const e = loadEnv()
  // Without PAYLOAD_SECRET the site's secret is a file of DATA_DIR: sessions, links and the
  // encrypted national IDs need it back.
  const secretFile = path.resolve(e.DATA_DIR, 'secret')
  const withSecret = !e.PAYLOAD_SECRET && existsSync(secretFile)
  const db = await openDatabase(e, false)
  let dump
  try {
    dump = await dumpDatabase(db.url)
  } finally {
    await db.close()
  }
  await mkdir(path.join(stage, 'database'))
  for (const [table, json] of dump.tables) {
    await writeFile(path.join(stage, 'database', `${table}.json`), json)
  }
  const folders = UPLOAD_FOLDERS
  const files: Record<string, boolean> = {}
  // With S3_BUCKET the files are the bucket's objects under the folder's name (decision 0031).
  const bucket = s3SettingsOf(e)
  for (const rel of folders) {
    const from = path.resolve(e.DATA_DIR, rel)
    if (bucket)
      files[rel] = (await downloadFolder(bucket, rel, path.join(stage, 'uploads', rel))) > 0
    else {
      files[rel] = existsSync(from)
      if (files[rel]) await cp(from, path.join(stage, 'uploads', rel), { recursive: true })
    }
  }
  if (withSecret) await cp(secretFile, path.join(stage, 'secret'))
  const manifest = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    migrations: dump.migrations,
    sequences: dump.sequences,
    tables: Object.fromEntries([...dump.tables].map(([t, json]) => [t, json.length])),
    uploads: folders,
    uploadsFrom: bucket ? `s3://${bucket.bucket}` : 'DATA_DIR',
    secret: withSecret,
  }
  await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2))

  await mkdir(path.dirname(out), { recursive: true })
  const partial = `${out}.partial`
  await tar(['-czf', partial, '-C', stage, '.'])
  await chmod(partial, 0o600)
  await rename(partial, out)
  console.log(
    `Backup written: ${out} (${dump.tables.size} tables, upload folders: ${folders.join(', ')}${bucket ? ` from the bucket ${bucket.bucket}` : ''}).`,
  )
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
} finally {
  await rm(stage, { recursive: true, force: true })
}
process.exit()
