/**
 * Applies the committed migrations and seeds the demo content. Runs before the
 * web server starts (scripts/start.ts). An advisory lock keeps two instances
 * started together from migrating or seeding at the same time.
 */
import path from 'node:path'
import { getPayload } from 'payload'
import { migrations } from '../src/migrations'
import { env } from '../src/lib/env'
import { tightenTree } from '../src/lib/private-files'
import { loadPayloadConfig } from './lib/load-config'

const LOCK_KEY = 727_001 // any constant shared by all instances of this app

// Uploads written before they were private: 0700 folders, 0600 files.
for (const folder of ['media', 'case-files'])
  await tightenTree(path.resolve(env().DATA_DIR, folder))

// The config (and the seed, which reaches Lexical too) after Lexical's entries: see load-config.
const config = await loadPayloadConfig()
const { seed } = await import('../src/seed')
const payload = await getPayload({ config })
const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
const lock = await pool.connect()
try {
  await lock.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
  if (process.env.PAYLOAD_DB_PUSH !== 'true')
    await payload.db.migrate({ migrations: migrations as never })
  await seed(payload)
} finally {
  await lock.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined)
  lock.release()
  await payload.destroy()
}
process.exit(0)
