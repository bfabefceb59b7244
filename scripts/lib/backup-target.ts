/**
 * Where `npm run backup` reads and `npm run restore` writes: the database (DATABASE_URL, or
 * the embedded server of DATA_DIR, started for the while when the site is not running) and
 * the upload folders of Payload's upload collections, relative to DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../src/lib/db/embedded-postgres'
import type { Env } from '../../src/lib/env'
import { loadPayloadConfig } from './load-config'

export class BackupError extends Error {}

/** The database `npm start` uses with this environment. */
export interface Database {
  url: string
  /** Stops the embedded server if this script started it. */
  close(): Promise<void>
}

const EMBEDDED_DATABASE = 'charity' // the production database of scripts/start.ts

export const embeddedDir = (e: Env) => path.resolve(e.DATA_DIR, 'postgres')

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
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
  const running = `postgres://postgres:postgres@127.0.0.1:${e.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`
  if (!create && (await answers(running))) return { url: running, close: async () => undefined }
  const db = await startEmbeddedPostgres({
    dir,
    port: e.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
  })
  return { url: db.url, close: () => db.stop() }
}

/** The upload folders of the Payload config, relative to DATA_DIR (`media`, `case-files`…). */
export async function uploadFolders(e: Env): Promise<string[]> {
  const config = await loadPayloadConfig()
  const root = path.resolve(e.DATA_DIR)
  return config.collections
    .map((c) => (c.upload && typeof c.upload === 'object' ? c.upload.staticDir : undefined))
    .filter((dir): dir is string => typeof dir === 'string')
    .map((dir) => path.relative(root, path.resolve(dir)))
    .filter((rel) => rel !== '' && !rel.startsWith('..'))
}

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
