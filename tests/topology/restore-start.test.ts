import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFingerprint, fingerprintFile } from '../../scripts/lib/build-hash'
import { startEmbeddedPostgres } from '../../src/lib/db/embedded-postgres'
import { backupKey } from '../helpers/backup-key'
import { freePort } from '../helpers/free-port'
import { runScript } from '../helpers/run-script'
import { request, root, stopProcess, waitFor } from './cluster'

/**
 * Restore end to end (issue 43, decision 0090): a site on the embedded database is backed up
 * while it runs, its data folder emptied and the archive restored into it; `npm start`'s
 * launcher then starts on the build it had (no rebuild: the restored cluster's new password is
 * not part of the build's fingerprint), /api/health answers, and a record written before the
 * backup is served. The build is the end-to-end one, linked into a folder of this test's own,
 * whose fingerprint says it was built for the site's first database.
 */
const buildDir = process.env.TOPOLOGY_DIST_DIR ?? process.env.E2E_DIST_DIR ?? '.next-e2e'
const PURPOSE = `Restored purpose ${Date.now()}`

let work = ''
let distDir = '' // relative to the root, as NEXT_DIST_DIR is
let data = ''
let pgPort = 0

beforeAll(() => {
  if (!existsSync(path.join(root, buildDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${buildDir}: run the e2e step first (or set TOPOLOGY_DIST_DIR).`,
    )
  }
  work = mkdtempSync(path.join(tmpdir(), 'charity-restore-start-'))
  chmodSync(work, 0o755) // PostgreSQL runs as its own user and must reach its folder
  data = path.join(work, 'data')
  // Hard links: seconds, not a copy of the build. Next's cache folder stays out, and the one file
  // written here is unlinked first, so the end-to-end build is left as it was.
  distDir = `.next-restore-${process.pid}`
  execFileSync('cp', ['-al', path.join(root, buildDir), path.join(root, distDir)])
  rmSync(path.join(root, distDir, 'cache'), { recursive: true, force: true })
}, 120_000)

afterAll(() => {
  if (distDir) rmSync(path.join(root, distDir), { recursive: true, force: true })
  if (work) rmSync(work, { recursive: true, force: true })
})

/** The site before the disaster: its embedded database migrated and seeded, one record of ours. */
async function firstSite() {
  pgPort = await freePort()
  const site = await startEmbeddedPostgres({
    dir: path.join(data, 'postgres'),
    port: pgPort,
    database: 'charity',
  })
  try {
    const env = { DATABASE_URL: site.url, DATA_DIR: data, PAYLOAD_DB_PUSH: 'false' }
    const prepared = await runScript('scripts/prepare-db.ts', [], env)
    expect(prepared.code, prepared.out).toBe(0)
    const made = await runScript('tests/helpers/create-purpose.main.ts', [PURPOSE], env)
    expect(made.code, made.out).toBe(0)
    // The launcher built for this database: its fingerprint, as scripts/start.ts writes it.
    const file = fingerprintFile(distDir)
    unlinkSync(file)
    writeFileSync(file, buildFingerprint(`${site.url}|${data}`))
    return site
  } catch (error) {
    await site.stop()
    throw error
  }
}

describe('a backup restored into an empty data folder', () => {
  it('starts without a rebuild and serves the restored records', { timeout: 240_000 }, async () => {
    const key = await backupKey(work)
    const archive = path.join(work, 'site.tar.gz.age')
    const site = await firstSite()
    const embedded = { DATABASE_URL: '', DATA_DIR: data, EMBEDDED_PG_PORT: String(pgPort) }
    try {
      const r = await runScript('scripts/backup.ts', [archive], {
        ...embedded,
        BACKUP_RECIPIENTS: key.recipient,
      })
      expect(r.code, r.out).toBe(0)
    } finally {
      await site.stop()
    }

    rmSync(data, { recursive: true, force: true }) // the machine lost: an empty data folder
    const restored = await runScript('scripts/restore.ts', [archive, key.file], {
      ...embedded,
    })
    expect(restored.code, restored.out).toBe(0)

    const port = await freePort()
    const started = Date.now()
    let out = ''
    const launcher = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...embedded,
        NEXT_DIST_DIR: distDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        JOBS_AUTORUN: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    launcher.stdout!.on('data', (c: Buffer) => (out += c.toString()))
    launcher.stderr!.on('data', (c: Buffer) => (out += c.toString()))
    try {
      const url = `http://127.0.0.1:${port}`
      await waitFor(
        'the restored site',
        async () => (await request(`${url}/api/health`)).status === 200,
        60_000,
        launcher,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${out}`)
      })
      const seconds = (Date.now() - started) / 1000
      console.log(
        `[restore] the restored site answered /api/health ${seconds.toFixed(1)} s after its start`,
      )
      expect(out).toContain(`The build in ${distDir} is current.`)
      expect(out).not.toContain('Building the site')
      expect(seconds).toBeLessThan(30)

      const query = `where[name][equals]=${encodeURIComponent(PURPOSE)}&limit=1`
      const found = await request(`${url}/api/purposes?${query}`)
      expect(found.status, found.body).toBe(200)
      expect(found.json<{ totalDocs: number }>().totalDocs).toBe(1)
    } finally {
      await stopProcess(launcher)
    }
  })
})
