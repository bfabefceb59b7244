import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptFile, readIdentities } from '../../scripts/lib/backup-crypt'
import { tar } from '../../scripts/lib/backup-target'
import { archiveTime } from '../../scripts/lib/backup-store'
import { backupKey } from '../helpers/backup-key'
import { createTestPayload, withClient } from '../helpers/test-payload'
import { runScript as script } from '../helpers/run-script'

/**
 * Encrypted archives and the scheduled backup (decision 0083): an archive cannot be
 * read or restored without the operator's key, the site's secret (the national IDs' key ring
 * is derived from it) is never in it in clear, and the scheduled run keeps BACKUP_KEEP.
 */
let payload: Payload
let url: string
let close: () => Promise<void>
let data: string
let work: string
const SECRET = randomBytes(32).toString('hex')

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'charity-sealed-test-'))
  data = path.join(work, 'data')
  process.env.DATA_DIR = data
  ;({ payload, close, databaseUrl: url } = await createTestPayload())
  await payload.create({
    collection: 'contact-messages',
    data: {
      fullname: 'Hoda Sami',
      email: 'hoda.sealed@example.org',
      phone: '01001234567',
      subject: 'Backups',
      message: 'A row that must not be readable in the archive.',
      status: 'new',
    },
    overrideAccess: true,
  })
  // The data folder's secret, as a site without PAYLOAD_SECRET has it (decision 0024).
  await writeFile(path.join(data, 'secret'), SECRET, { mode: 0o600 })
})
afterAll(async () => {
  await close?.()
  await rm(work, { recursive: true, force: true })
})

const site = () => ({ DATABASE_URL: url, DATA_DIR: data, PAYLOAD_SECRET: '' })

describe('an encrypted archive', () => {
  it('is refused without BACKUP_RECIPIENTS, naming how to make a key', async () => {
    const r = await script('scripts/backup.ts', [path.join(work, 'x.tar.gz.age')], {
      ...site(),
      BACKUP_RECIPIENTS: '',
    })
    expect(r.code).toBe(1)
    expect(r.out).toContain('BACKUP_RECIPIENTS is not set')
    expect(r.out).toContain('npm run backup:key FILE')
    expect(await readdir(work)).not.toContain('x.tar.gz.age')
  })

  it(
    'cannot be read or restored without its key, and holds nothing in clear',
    { timeout: 120_000 },
    async () => {
      const key = await backupKey(work)
      const other = await backupKey(work, 'other-key.txt')
      const archive = path.join(work, 'sealed.tar.gz.age')
      let r = await script('scripts/backup.ts', [archive], {
        ...site(),
        BACKUP_RECIPIENTS: key.recipient,
      })
      expect(r.code, r.out).toBe(0)

      const bytes = await readFile(archive)
      expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n')
      expect(bytes.includes(SECRET)).toBe(false)
      expect(bytes.includes('hoda.sealed@example.org')).toBe(false)
      await expect(tar(['-tzf', archive])).rejects.toThrow(/tar failed/)

      // No key, then someone else's key: refused, and the empty database stays empty.
      const name = `sealed_${randomBytes(4).toString('hex')}`
      const admin = Object.assign(new URL(url), { pathname: '/postgres' }).toString()
      await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`))
      const target = {
        DATABASE_URL: Object.assign(new URL(url), { pathname: `/${name}` }).toString(),
        DATA_DIR: path.join(work, 'restored'),
      }
      try {
        r = await script('scripts/restore.ts', [archive], target)
        expect(r.code).toBe(1)
        expect(r.out).toContain(`${archive} is encrypted: give the file of its secret key`)
        r = await script('scripts/restore.ts', [archive, other.file], target)
        expect(r.code).toBe(1)
        expect(r.out).toContain('The archive could not be decrypted with the key given')
        const tables = await withClient(target.DATABASE_URL, (c) =>
          c.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public'"),
        )
        expect(tables.rowCount).toBe(0)
      } finally {
        await withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      }

      // With the key: the secret is inside, for a restore that reads the national IDs.
      const plain = path.join(work, 'plain.tar.gz')
      await decryptFile(archive, plain, await readIdentities(key.file))
      const inside = path.join(work, 'inside')
      await rm(inside, { recursive: true, force: true })
      await mkdir(inside)
      await tar(['-xzf', plain, '-C', inside])
      expect(await readFile(path.join(inside, 'secret'), 'utf8')).toBe(SECRET)
      const manifest = JSON.parse(await readFile(path.join(inside, 'manifest.json'), 'utf8'))
      expect(manifest.secret).toBe(true)
    },
  )
})

describe('the scheduled backup', () => {
  it(
    'runs when the newest archive is old, and keeps the newest BACKUP_KEEP',
    { timeout: 120_000 },
    async () => {
      const key = await backupKey(work, 'schedule-key.txt')
      const dir = path.join(work, 'backups')
      await mkdir(dir)
      const old = [
        'charity-20250101-030000.tar.gz.age',
        'charity-20250102-030000.tar.gz.age',
        'charity-20250103-030000.tar.gz.age',
      ]
      for (const name of [...old, 'notes.txt']) await writeFile(path.join(dir, name), 'old')
      const env = {
        ...site(),
        BACKUP_RECIPIENTS: key.recipient,
        BACKUP_DIR: dir,
        BACKUP_KEEP: '2',
        BACKUP_EVERY_HOURS: '24',
      }
      let r = await script('scripts/backup.ts', ['--scheduled'], env)
      expect(r.code, r.out).toBe(0)
      expect(r.out).toContain(`Older archives deleted: ${old[0]}, ${old[1]}.`)
      let names = (await readdir(dir)).sort()
      expect(names).toHaveLength(3)
      expect(names).toContain(old[2])
      expect(names).toContain('notes.txt') // not an archive: never deleted
      const fresh = names.find((n) => !old.includes(n) && n !== 'notes.txt')!
      expect(fresh).toMatch(/^charity-\d{8}-\d{6}\.tar\.gz\.age$/)
      // It tells the server's timer when to look again: a period after the new archive.
      const freshAt = archiveTime(fresh)!.getTime()
      const due = (out: string) => Date.parse(/Next backup due at (\S+)\./.exec(out)?.[1] ?? '')
      expect(due(r.out)).toBe(freshAt + 24 * 3_600_000 - 60_000)

      // Not due again within the period: nothing written, nothing deleted.
      r = await script('scripts/backup.ts', ['--scheduled'], env)
      expect(r.code, r.out).toBe(0)
      names = (await readdir(dir)).sort()
      expect(names).toEqual([old[2], fresh, 'notes.txt'].sort())
      expect(due(r.out)).toBe(freshAt + 24 * 3_600_000 - 60_000)
    },
  )
})
