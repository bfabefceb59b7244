import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '@/migrations'
import { createTestPayload, withClient } from '../helpers/test-payload'

/**
 * The move of signature images out of the public media (decision 0119): a signature uploaded
 * before the migration is in `entity-signatures` after it, the entity points at it, its file is
 * in the private folder, and the public media row and files (the original and its sizes) are
 * gone, so no public address serves it any more.
 */
const NAME = '20261129_035740_entity_signatures'
const index = migrations.findIndex((m) => m.name === NAME)
let payload: Payload
let databaseUrl: string
let close: () => Promise<void>
let dataDir: string
const savedDataDir = process.env.DATA_DIR

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'charity-signature-move-'))
  process.env.DATA_DIR = dataDir
  // The database as it was before this migration (createTestPayload applies this same array).
  const all = [...migrations]
  migrations.splice(index)
  try {
    ;({ payload, databaseUrl, close } = await createTestPayload())
  } finally {
    migrations.splice(0, migrations.length, ...all)
  }
})
afterAll(async () => {
  await close?.()
  await rm(dataDir, { recursive: true, force: true })
  if (savedDataDir === undefined) delete process.env.DATA_DIR
  else process.env.DATA_DIR = savedDataDir
})

const BYTES = Buffer.from('a signature, as media kept it')

describe('the entity-signatures migration', () => {
  it('moves a signature uploaded to media into the private collection, and off the public one', async () => {
    expect(index).toBeGreaterThan(0)
    const media = path.join(dataDir, 'media')
    await mkdir(media, { recursive: true })
    await writeFile(path.join(media, 'mona.webp'), BYTES)
    await writeFile(path.join(media, 'mona-400x300.webp'), BYTES)
    await withClient(databaseUrl, (c) =>
      c.query(`
        INSERT INTO media (id, alt, filename, mime_type, filesize, width, height, sizes_thumb_filename)
        VALUES (901, 'Signature', 'mona.webp', 'image/webp', 29, 300, 80, 'mona-400x300.webp');
        INSERT INTO media (id, alt, filename, mime_type) VALUES (902, 'A photo', 'nile.webp', 'image/webp');
        INSERT INTO legal_entities (id, currency, gateway, min_amount, max_amount, signature_id)
        VALUES (901, 'USD', 'stripe', 100, 5000000, 901);`),
    )
    await payload.db.migrate({ migrations: [migrations[index]] as never })
    await payload.db.migrate({ migrations: migrations.slice(index + 1) as never })

    const [entity] = await withClient(databaseUrl, (c) =>
      c
        .query(
          `SELECT s.filename, s.mime_type, s.width::int AS width FROM legal_entities e
             JOIN entity_signatures s ON s.id = e.signature_id WHERE e.id = 901`,
        )
        .then((r) => r.rows),
    )
    expect(entity).toEqual({ filename: 'mona.webp', mime_type: 'image/webp', width: 300 })
    expect(await readFile(path.join(dataDir, 'entity-signatures', 'mona.webp'))).toEqual(BYTES)
    const gone = (name: string) =>
      stat(path.join(media, name)).then(
        () => false,
        () => true,
      )
    expect(await gone('mona.webp')).toBe(true)
    expect(await gone('mona-400x300.webp')).toBe(true)
    const left = await withClient(databaseUrl, (c) =>
      c.query('SELECT id FROM media ORDER BY id').then((r) => r.rows.map((m) => m.id)),
    )
    // The signature's public row is gone; other media stay.
    expect(left).toEqual([902])
  })
})
