import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { SeedImage } from './data/types'
import { renderSeedImage } from './images'

/** How the seed writes: past access control, and marked so hooks can tell seeding apart. */
export const SEED_OPTS = { overrideAccess: true, context: { seeding: true } } as const

export /** Uploads each drawn image once, whatever the number of documents using it. */
function mediaCache(payload: Payload) {
  const ids = new Map<string, Promise<number>>()
  return (img: SeedImage): Promise<number> => {
    const known = ids.get(img.key)
    if (known) return known
    const id = renderSeedImage(img).then(async (data: Buffer) => {
      const doc = await payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: img.title },
        file: { data, mimetype: 'image/webp', name: `${img.key}.webp`, size: data.length },
      })
      return doc.id
    })
    ids.set(img.key, id)
    return id
  }
}

export /** After inserting explicit ids, move each serial sequence past them. */
async function resetSequences(pool: Pool, tables: string[]) {
  for (const table of tables) {
    await pool.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    )
  }
}
