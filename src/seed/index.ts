import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { bylaws } from '@/content/bylaws'
import { env } from '@/lib/env'
import { seedArabicBylaws } from './arabic'
import { seedDemo } from './demo'
import { seedEgypt } from './egypt'
import { seedEntities } from './entities'
import { seedGeo } from './geo'
import { SEED_OPTS } from './helpers'
import { seedStaff } from './staff'

/**
 * What `npm start` writes into the database at each start (scripts/prepare-db.ts), in three
 * kinds (issue 65, decision 0133):
 *  - the reference lists (countries, states, cities; Egypt's governorates and villages) and the
 *    two legal entities, each while it is empty;
 *  - on a fresh database only (no staff account yet), the by-laws' adopted text and, when asked
 *    (`demo`, SEED_DEMO: on unless set to 0), the demo content (src/seed/demo.ts). Once staff
 *    have an account it never runs again: what they deleted stays deleted;
 *  - the first staff account, last: its existence marks the database as set up, so a first
 *    start cut off during the demo content finishes it at the next start.
 */
export async function seed(payload: Payload, { demo = env().SEED_DEMO }: { demo?: boolean } = {}) {
  const log = (msg: string) => payload.logger.info(`[seed] ${msg}`)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const fresh = (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0

  await seedGeo(pool, log)
  await seedEgypt(payload, pool, log)
  await seedEntities(payload, log)

  if (fresh) {
    await seedBylaws(payload, log)
    if (demo) await seedDemo(payload, pool, log)
    else log('demo content left out (SEED_DEMO=0)')
  }
  await seedStaff(payload, log)
}

/** The by-laws' adopted text, English and Arabic, only while the global holds no article. */
async function seedBylaws(payload: Payload, log: (msg: string) => void) {
  const bylawsDoc = await payload.findGlobal({ slug: 'bylaws', overrideAccess: true })
  if (!bylawsDoc.articles?.length) {
    await payload.updateGlobal({ ...SEED_OPTS, slug: 'bylaws', data: bylaws })
    log('bylaws')
  }
  await seedArabicBylaws(payload)
}
