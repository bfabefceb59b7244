import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { runScript } from '../helpers/run-script'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload, withClient } from '../helpers/test-payload'
import { startS3Server, type S3TestServer } from '../helpers/s3-server'
import { backupKey } from '../helpers/backup-key'

/**
 * `npm run backup` / `npm run restore` of a site whose uploads are in a bucket: the
 * archive holds the bucket's objects, a restore puts them into another, empty bucket (and
 * refuses one in use), and the same archive restores onto disk for a site without S3.
 */
const NO_S3 = Object.fromEntries(
  ['BUCKET', 'ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'].map((k) => [
    `S3_${k}`,
    '',
  ]),
)
let a: S3TestServer
let b: S3TestServer
let payload: Payload
let urlA: string
let close: () => Promise<void>
const dirs: string[] = []
const databases: string[] = []
const savedEnv = { ...process.env }

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-backup-s3-'))
  dirs.push(dir)
  return dir
}
const serverUrl = (name: string) =>
  Object.assign(new URL(urlA), { pathname: `/${name}` }).toString()
async function emptyDatabase() {
  const name = `restore_${randomBytes(4).toString('hex')}`
  await withClient(serverUrl('postgres'), (c) => c.query(`CREATE DATABASE ${name}`))
  databases.push(name)
  return serverUrl(name)
}

const script = runScript

/** Every object of a bucket: key → bytes (base64). */
async function objects(s3: S3TestServer) {
  const out: Record<string, string> = {}
  for (const key of await s3.keys()) {
    const obj = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    out[key] = Buffer.from(await obj.Body!.transformToByteArray()).toString('base64')
  }
  return out
}
const count = (url: string, table: string) =>
  withClient(url, (c) => c.query(`SELECT count(*)::int AS n FROM ${table}`)).then(
    (r) => r.rows[0].n as number,
  )

beforeAll(async () => {
  a = await startS3Server('site-a')
  b = await startS3Server('site-b')
  Object.assign(process.env, a.env, { DATA_DIR: await tempDir() })
  ;({ payload, close, databaseUrl: urlA } = await createTestPayload())
  const image = await sharp({
    create: { width: 1700, height: 1100, channels: 3, background: '#1a6b3c' },
  })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'A clinic in Qena' },
    file: { data: image, mimetype: 'image/png', name: 'clinic.png', size: image.length },
  })
  const signature = await sharp({
    create: { width: 60, height: 20, channels: 4, background: '#000' },
  })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'vote-signatures',
    data: {},
    file: { data: signature, mimetype: 'image/png', name: 'sig.png', size: signature.length },
  })
})

afterAll(async () => {
  await close?.()
  for (const name of databases)
    await withClient(serverUrl('postgres'), (c) =>
      c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    ).catch(() => undefined)
  await a?.close()
  await b?.close()
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  process.env = savedEnv
})

describe('backup and restore with S3_BUCKET', () => {
  it(
    'carries the bucket’s objects into another bucket, and onto disk',
    { timeout: 240_000 },
    async () => {
      const source = await objects(a)
      expect(Object.keys(source)).toHaveLength(5) // the photo, its three sizes, the signature
      const keys = await tempDir()
      const key = await backupKey(keys)
      const archive = path.join(keys, 'site-a.tar.gz.age')
      let r = await script('scripts/backup.ts', [archive], {
        DATABASE_URL: urlA,
        BACKUP_RECIPIENTS: key.recipient,
      })
      expect(r.code, r.out).toBe(0)
      expect(r.out).toContain('from the bucket site-a')

      // Into an empty bucket of another store, with an empty database.
      const urlB = await emptyDatabase()
      const intoB = { DATABASE_URL: urlB, DATA_DIR: await tempDir(), ...b.env }
      r = await script('scripts/restore.ts', [archive, key.file], intoB)
      expect(r.code, r.out).toBe(0)
      expect(r.out).toContain('into the bucket site-b')
      expect(await objects(b)).toEqual(source)
      expect(await count(urlB, 'media')).toBe(1)
      expect(await count(urlB, 'vote_signatures')).toBe(1)
      expect(await readdir(intoB.DATA_DIR)).not.toContain('media')

      // A bucket already in use is refused, and keeps what it had.
      r = await script('scripts/restore.ts', [archive, key.file], {
        ...intoB,
        DATABASE_URL: await emptyDatabase(),
      })
      expect(r.code).toBe(1)
      expect(r.out).toContain(
        'The bucket site-b already holds files under media/: restore into an empty bucket.',
      )
      expect(await objects(b)).toEqual(source)

      // The same archive onto disk, for a site without S3.
      const dataC = await tempDir()
      r = await script('scripts/restore.ts', [archive, key.file], {
        ...NO_S3,
        DATABASE_URL: await emptyDatabase(),
        DATA_DIR: dataC,
      })
      expect(r.code, r.out).toBe(0)
      for (const [key, bytes] of Object.entries(source)) {
        expect((await readFile(path.join(dataC, key))).toString('base64'), key).toBe(bytes)
      }
    },
  )

  it(
    'scheduled backups go to the bucket under BACKUP_S3_PREFIX, keeping BACKUP_KEEP',
    { timeout: 120_000 },
    async () => {
      const key = await backupKey(await tempDir())
      const old = 'backups/charity-20250101-030000.tar.gz.age'
      await a.client.send(new PutObjectCommand({ Bucket: a.bucket, Key: old, Body: 'old' }))
      const uploads = (await a.keys()).filter((k) => !k.startsWith('backups/'))
      const r = await script('scripts/backup.ts', ['--scheduled'], {
        DATABASE_URL: urlA,
        BACKUP_RECIPIENTS: key.recipient,
        BACKUP_S3_PREFIX: 'backups',
        BACKUP_KEEP: '1',
      })
      expect(r.code, r.out).toBe(0)
      expect(r.out).toContain(`Backup written: s3://${a.bucket}/backups/charity-`)
      const kept = await a.keys('backups/')
      expect(kept).toHaveLength(1)
      expect(kept[0]).toMatch(/^backups\/charity-\d{8}-\d{6}\.tar\.gz\.age$/)
      expect(kept[0]).not.toBe(old)
      // The site's own files are left as they were.
      expect((await a.keys()).filter((k) => !k.startsWith('backups/'))).toEqual(uploads)
    },
  )
})
