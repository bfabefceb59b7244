/**
 * Makes the schema of `npm run restore`: the migrations named on the command line, run by
 * Payload on DATABASE_URL (an empty database). A process of its own, started by restore.ts once
 * the archive's secret is in place (loading the config creates a secret file when none exists).
 *
 * Why not `await import('payload')` inside restore.ts: on Node 20, a module graph loaded by
 * `import()` through tsx's module hooks (which run on a separate thread) sometimes never
 * finishes on a loaded machine — the main thread misses the hooks thread's answer. The backup
 * test saw restore end silently with exit code 13 (a pending top-level await and nothing else
 * to wait for) or hang with the hooks thread idle. Imports of the entry's own graph, as here,
 * are loaded before any other work starts and have not shown it.
 */
import { getPayload } from 'payload'
import type { Pool } from 'pg'
import config from '../../src/payload.config'
import { migrations } from '../../src/migrations'

const wanted = new Set(process.argv.slice(2))
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
