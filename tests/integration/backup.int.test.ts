import { createHash, randomBytes } from 'node:crypto'
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventory } from '../helpers/payload-inventory'
import { createTestPayload, withClient } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'
import { runScript } from '../helpers/run-script'
import { backupKey } from '../helpers/backup-key'
import { startEmbeddedPostgres } from '../../src/lib/db/embedded-postgres'

/**
 * `npm run backup` and `npm run restore`: a site on a DATABASE_URL database is
 * backed up, restored into an empty data folder (embedded PostgreSQL), backed up from there
 * while its embedded server runs (as under `npm start`) and restored into an empty DATABASE_URL
 * database; the last one holds every row and file of the first. Archives are encrypted to a
 * key the test holds (decision 0083).
 */
let payload: Payload
let urlA: string
let close: () => Promise<void>
const dirs: string[] = []

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-backup-test-'))
  await chmod(dir, 0o755) // the embedded PostgreSQL runs as its own user
  dirs.push(dir)
  return dir
}

const script = runScript

/** Every table's rows, hashed in a stable order. */
async function fingerprint(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
    const out: Record<string, string> = {}
    for (const { name } of rows) {
      const r = await c.query<{ h: string; n: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*) AS n FROM "${name}" t`,
      )
      out[name] = `${r.rows[0]!.n}:${r.rows[0]!.h}`
    }
    return out
  })
}

async function filesOf(dir: string) {
  const out: Record<string, string> = {}
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  }
  return out
}

let dataA: string
beforeAll(async () => {
  dataA = await tempDir()
  process.env.DATA_DIR = dataA
  ;({ payload, close, databaseUrl: urlA } = await createTestPayload())
  const image = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#1a6b3c' },
  })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'A school in Aswan' },
    file: { data: image, mimetype: 'image/png', name: 'school.png', size: image.length },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      fullname: 'Mona Adel',
      email: 'mona@example.org',
      phone: '01001234567',
      subject: 'Backups',
      message: 'Élan, ünïcode and "quotes" \\ survive.',
      status: 'new',
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await close?.()
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it(
    'carries every record and file through an embedded folder to another database',
    { timeout: 300_000 },
    async () => {
      const work = await tempDir()
      const key = await backupKey(work)
      const first = path.join(work, 'first.tar.gz.age')
      const second = path.join(work, 'second.tar.gz.age')
      const before = await fingerprint(urlA)
      const filesBefore = await filesOf(path.join(dataA, 'media'))
      expect(Object.keys(filesBefore)).toHaveLength(4) // the image and its three sizes

      const sealed = { BACKUP_RECIPIENTS: key.recipient }
      let r = await script('scripts/backup.ts', [first], {
        DATABASE_URL: urlA,
        DATA_DIR: dataA,
        ...sealed,
      })
      expect(r.code, r.out).toBe(0)

      // Into an empty data folder: the embedded server is created there.
      const dataE = await tempDir()
      const port = Number(await freePort())
      const embedded = { DATABASE_URL: '', DATA_DIR: dataE, EMBEDDED_PG_PORT: String(port) }
      r = await script('scripts/restore.ts', [first, key.file], embedded)
      expect(r.code, r.out).toBe(0)
      r = await script('scripts/restore.ts', [first, key.file], embedded)
      expect(r.code).toBe(1)
      expect(r.out).toContain(`${dataE}/media is not empty: restore into an empty data folder.`)

      // Backed up again from there while the site's embedded server runs (its password is the
      // cluster's own, not the fixed one of old: issue 43)…
      const site = await startEmbeddedPostgres({
        dir: path.join(dataE, 'postgres'),
        port,
        database: 'charity',
      })
      try {
        r = await script('scripts/backup.ts', [second], { ...embedded, ...sealed })
        expect(r.code, r.out).toBe(0)
      } finally {
        await site.stop()
      }

      // …and restored into an empty database of a server, with a fresh data folder.
      const name = `restore_${randomBytes(4).toString('hex')}`
      const server = new URL(urlA)
      await withClient(Object.assign(new URL(server), { pathname: '/postgres' }).toString(), (c) =>
        c.query(`CREATE DATABASE ${name}`),
      )
      const urlB = Object.assign(new URL(server), { pathname: `/${name}` }).toString()
      const dataB = await tempDir()
      try {
        r = await script('scripts/restore.ts', [second, key.file], {
          DATABASE_URL: urlB,
          DATA_DIR: dataB,
        })
        expect(r.code, r.out).toBe(0)
        expect(await fingerprint(urlB)).toEqual(before)
        expect(await filesOf(path.join(dataB, 'media'))).toEqual(filesBefore)

        // Payload started on the restored site finds every document and every file.
        r = await script('tests/helpers/payload-inventory.main.ts', [], {
          DATABASE_URL: urlB,
          DATA_DIR: dataB,
        })
        expect(r.code, r.out).toBe(0)
        const restored = JSON.parse(/INVENTORY (.+)/.exec(r.out)![1]!) as unknown
        const source = await inventory(payload)
        expect(source.counts['media']).toBe(1)
        expect(source.counts['contact-messages']).toBe(1)
        expect(restored).toEqual(source)

        // A second restore into the same database is refused, and changes nothing.
        r = await script('scripts/restore.ts', [second, key.file], {
          DATABASE_URL: urlB,
          DATA_DIR: dataE,
        })
        expect(r.code).toBe(1)
        expect(r.out).toMatch(/is not empty/)
        expect(await fingerprint(urlB)).toEqual(before)
      } finally {
        await withClient(
          Object.assign(new URL(server), { pathname: '/postgres' }).toString(),
          (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        )
      }
    },
  )

  it('refuses a missing archive with a clear message', async () => {
    const r = await script('scripts/restore.ts', ['/nonexistent/backup.tar.gz'], {
      DATABASE_URL: urlA,
    })
    expect(r.code).toBe(1)
    expect(r.out).toContain('The archive /nonexistent/backup.tar.gz was not found.')
  })
})
