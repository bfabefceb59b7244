/**
 * `npm run backup [FILE]`: one archive of the site, encrypted to BACKUP_RECIPIENTS (age,
 * decision 0083): every table of the database (embedded or DATABASE_URL; read in one snapshot,
 * so the site may keep running) and every uploaded file (DATA_DIR or, with S3_BUCKET, the
 * bucket). Without FILE it goes to BACKUP_DIR (or the bucket under BACKUP_S3_PREFIX) as
 * charity-<UTC time>.tar.gz.age. Restore it with `npm run restore ARCHIVE KEY_FILE`.
 *
 * `--scheduled` (run by the production server's timer, scripts/lib/backup-schedule.mjs): takes
 * a backup only when the newest archive is BACKUP_EVERY_HOURS old, under a database lock so
 * that one instance of several does it, then keeps the newest BACKUP_KEEP archives.
 */
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { EnvError, loadEnv, type Env } from '../src/lib/env'
import { recipientsOf } from '../src/lib/backup/settings'
import { recipientsOrRefuse, writeArchive, type ArchiveSummary } from './lib/backup-archive'
import { archiveName, archiveStore, dueAt, isDue, prune } from './lib/backup-store'
import { BackupError, openDatabase } from './lib/backup-target'

/** The advisory lock one scheduled backup holds (the jobs' is 727002, decision 0034). */
const BACKUP_LOCK = 727043

const describe = (s: ArchiveSummary) =>
  `${s.tables} tables, upload folders: ${s.folders.join(', ')}${s.bucket ? ` from the bucket ${s.bucket}` : ''}`

/** Writes the archive to a temporary file, then gives it to the store under its time's name. */
async function backupToStore(e: Env): Promise<string> {
  const store = archiveStore(e)
  const name = archiveName(new Date())
  const work = await mkdtemp(path.join(tmpdir(), 'charity-archive-'))
  try {
    const summary = await writeArchive(e, path.join(work, name))
    await store.put(path.join(work, name), name)
    console.log(`Backup written: ${store.where}/${name} (${describe(summary)}).`)
    return name
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function backupToFile(e: Env, file: string) {
  const out = path.resolve(file)
  mkdirSync(path.dirname(out), { recursive: true })
  const partial = `${out}.partial`
  const summary = await writeArchive(e, partial)
  await rename(partial, out)
  console.log(`Backup written: ${out} (${describe(summary)}).`)
}

async function scheduled(e: Env) {
  if (e.BACKUP_EVERY_HOURS === 0 || recipientsOf(e.BACKUP_RECIPIENTS).length === 0) {
    console.log('No backup is scheduled (BACKUP_EVERY_HOURS is 0 or BACKUP_RECIPIENTS unset).')
    return
  }
  const store = archiveStore(e)
  try {
    await backupIfDue(e, store)
  } finally {
    // The server's timer sleeps until then instead of starting this script every few minutes.
    const due = await dueAt(store, e.BACKUP_EVERY_HOURS)
    if (due) console.log(`Next backup due at ${due.toISOString()}.`)
  }
}

async function backupIfDue(e: Env, store: ReturnType<typeof archiveStore>) {
  if (!(await isDue(store, e.BACKUP_EVERY_HOURS))) return
  const db = await openDatabase(e, false)
  const lock = new pg.Client({ connectionString: db.url })
  try {
    await lock.connect()
    const { rows } = await lock.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      BACKUP_LOCK,
    ])
    // Another instance is taking it; checked again under the lock, as one may have just ended.
    if (!rows[0]!.ok || !(await isDue(store, e.BACKUP_EVERY_HOURS))) return
    await backupToStore(e)
    const removed = await prune(store, e.BACKUP_KEEP)
    if (removed.length > 0) console.log(`Older archives deleted: ${removed.join(', ')}.`)
  } finally {
    await lock.end().catch(() => undefined)
    await db.close()
  }
}

try {
  const e = loadEnv()
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'))
  if (process.argv.includes('--scheduled')) await scheduled(e)
  else {
    recipientsOrRefuse(e)
    await (file ? backupToFile(e, file) : backupToStore(e))
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
}
process.exit()
