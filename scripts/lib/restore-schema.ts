/**
 * Makes the schema of `npm run restore`: the migrations named on the command line, run by
 * Payload on DATABASE_URL (an empty database). A process of its own, started by restore.ts once
 * the archive's secret is in place (loading the config creates a secret file when none exists).
 * The config is loaded through loadPayloadConfig (see there why).
 */
import { getPayload } from 'payload'
import type { Pool } from 'pg'
import { migrations } from '../../src/migrations'
import { loadPayloadConfig } from './load-config'

const wanted = new Set(process.argv.slice(2))
const config = await loadPayloadConfig()
const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations.filter((m) => wanted.has(m.name)) as never })
} finally {
  // With NODE_ENV=test, destroy() leaves the pool open, and its idle connections fail when
  // the embedded server stops at the end: expected then, not a failed restore.
  ;(payload.db as unknown as { pool?: Pool }).pool?.on('error', () => undefined)
  await payload.destroy()
}
process.exit(0)
