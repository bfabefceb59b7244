/**
 * Where `npm run backup` reads and `npm run restore` writes: the database (DATABASE_URL, or
 * the embedded server of DATA_DIR, started for the while when the site is not running) and
 * the upload folders of Payload's upload collections, relative to DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import {
  embeddedDatabaseUrl,
  passwordFileOf,
  startEmbeddedPostgres,
} from '../../src/lib/db/embedded-postgres'
import type { Env } from '../../src/lib/env'

export class BackupError extends Error {}

/** The database `npm start` uses with this environment. */
export interface Database {
  url: string
  /** Stops the embedded server if this script started it. */
  close(): Promise<void>
}

const EMBEDDED_DATABASE = 'charity' // the production database of scripts/start.ts

export const embeddedDir = (e: Env) => path.resolve(e.DATA_DIR, 'postgres')

/** Whether a server answers at `url`; a refusal other than "nobody listens" is an error. */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ECONNREFUSED') return false
    throw new BackupError(
      `The embedded PostgreSQL on port ${new URL(url).port} refused the backup: ${(error as Error).message}`,
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Opens the database. `create`: the embedded folder must not hold a cluster yet, and one is
 * made (restore); otherwise it must hold one (backup), and a server already running on it
 * (the site is up) is used as it is.
 */
export async function openDatabase(e: Env, create: boolean): Promise<Database> {
  if (e.DATABASE_URL) return { url: e.DATABASE_URL, close: async () => undefined }
  const dir = embeddedDir(e)
  const hasCluster = existsSync(path.join(dir, 'PG_VERSION'))
  if (create && hasCluster) {
    throw new BackupError(
      `${dir} already holds a database. Restore into an empty DATA_DIR (or set DATABASE_URL to an empty database).`,
    )
  }
  if (!create && !hasCluster) {
    throw new BackupError(
      `There is no database in ${dir}: nothing to back up (is DATA_DIR right?).`,
    )
  }
  // The site running: its server, signed in to with the cluster's own password (kept beside
  // the cluster by src/lib/db/embedded-postgres.ts since issue 25).
  if (!create && existsSync(passwordFileOf(dir))) {
    const running = embeddedDatabaseUrl(dir, e.EMBEDDED_PG_PORT, EMBEDDED_DATABASE)
    if (await answers(running)) return { url: running, close: async () => undefined }
  }
  const db = await startEmbeddedPostgres({
    dir,
    port: e.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
  })
  return { url: db.url, close: () => db.stop() }
}

/**
 * The upload folders of Payload's upload collections, relative to DATA_DIR. Listed rather than
 * read from the Payload config: a tsx script that loads the config with `import()` can stall
 * for good on Node 20 (see restore-schema.ts). A unit test keeps the list equal to the config's.
 */
export const UPLOAD_FOLDERS = [
  'media',
  'case-files',
  'vote-signatures',
  'entity-signatures',
  'exports',
  'imports',
]

/** True when `dir` is missing or holds nothing. */
export const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/** Runs GNU tar (on every Debian and CI machine); rejects with its message. */
export function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`tar failed: ${stderr.trim()}`)),
    )
  })
}
