import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFingerprint } from '../../scripts/lib/build-hash'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/lib/db/embedded-postgres'
import { migrations } from '../../src/migrations'
import { backupKey } from '../helpers/backup-key'
import { freePort } from '../helpers/free-port'
import { runScript } from '../helpers/run-script'
import { request, root, startInstance, type Instance } from './cluster'

/**
 * Restore end to end (issue 43, decision 0090): a site on the embedded database is backed up
 * while its database runs, its data folder emptied and the archive restored into it; the
 * restored site needs no new build (`npm start`'s fingerprint of it is the one its build was
 * made for, though the restored cluster has a new password), and the production server started
 * on that build and the restored folder answers /api/health within 30 s and serves a record
 * written before the backup. The build is the end-to-end one. No seed: its images take minutes
 * on a busy machine; backup.int.test.ts checks every row and file of a fuller site.
 */
const distDir = process.env.TOPOLOGY_DIST_DIR ?? process.env.E2E_DIST_DIR ?? '.next-e2e'
const PURPOSE = `Restored purpose ${Date.now()}`

let work = ''
let data = ''
let pgPort = 0
let db: EmbeddedDatabase | undefined
let site: Instance | undefined
let last = Date.now()
/** Each step's time, for the log (`[restore] …`). */
const step = (what: string) => {
  console.log(`[restore] ${what} in ${((Date.now() - last) / 1000).toFixed(1)} s`)
  last = Date.now()
}
/** The launcher's fingerprint of a site (scripts/start.ts: database URL and data folder). */
const fingerprintOf = (url: string) => buildFingerprint(`${url}|${data}`)
const startDb = () =>
  startEmbeddedPostgres({ dir: path.join(data, 'postgres'), port: pgPort, database: 'charity' })

beforeAll(async () => {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${distDir}: run the e2e step first (or set TOPOLOGY_DIST_DIR).`,
    )
  }
  work = mkdtempSync(path.join(tmpdir(), 'charity-restore-start-'))
  chmodSync(work, 0o755) // PostgreSQL runs as its own user and must reach its folder
  data = path.join(work, 'data')
  pgPort = await freePort()
})

afterAll(async () => {
  await site?.stop()
  await db?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
}, 60_000)

describe('a backup restored into an empty data folder', () => {
  it('needs no build and serves the restored records at once', { timeout: 600_000 }, async () => {
    // The site before the disaster: migrated, one record of ours.
    db = await startDb()
    const first = db.url
    const env = { DATABASE_URL: first, DATA_DIR: data, PAYLOAD_DB_PUSH: 'false' }
    const names = migrations.map((m) => m.name)
    let r = await runScript('scripts/lib/restore-schema.ts', names, env)
    expect(r.code, r.out).toBe(0)
    r = await runScript('tests/helpers/create-purpose.main.ts', [PURPOSE], env)
    expect(r.code, r.out).toBe(0)
    step('migrated, one purpose')

    const key = await backupKey(work)
    const archive = path.join(work, 'site.tar.gz.age')
    const embedded = { DATABASE_URL: '', DATA_DIR: data, EMBEDDED_PG_PORT: String(pgPort) }
    r = await runScript('scripts/backup.ts', [archive], {
      ...embedded,
      BACKUP_RECIPIENTS: key.recipient,
    })
    expect(r.code, r.out).toBe(0)
    await db.stop()
    step('backed up while its database ran')

    rmSync(data, { recursive: true, force: true }) // the machine lost: an empty data folder
    r = await runScript('scripts/restore.ts', [archive, key.file], embedded)
    expect(r.code, r.out).toBe(0)
    step('restored into the emptied folder')

    const started = Date.now()
    db = await startDb()
    // A new cluster, a new password; the same site for the build (no rebuild at `npm start`).
    expect(db.url).not.toBe(first)
    expect(fingerprintOf(db.url)).toBe(fingerprintOf(first))
    site = await startInstance(
      'restored',
      { DATABASE_URL: db.url, DATA_DIR: data, NEXT_DIST_DIR: distDir, LOG_LEVEL: 'warn' },
      path.join(work, 'logs'),
    )
    const health = await request(`${site.url}/api/health`)
    const seconds = (Date.now() - started) / 1000
    step(`the restored site answered /api/health ${seconds.toFixed(1)} s after its start`)
    expect(health.status, health.body).toBe(200)
    expect(seconds).toBeLessThan(30)

    const query = `where[name][equals]=${encodeURIComponent(PURPOSE)}&limit=1`
    const found = await request(`${site.url}/api/purposes?${query}`)
    expect(found.status, found.body).toBe(200)
    expect(found.json<{ totalDocs: number }>().totalDocs).toBe(1)
  })
})
