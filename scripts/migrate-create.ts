/**
 * `npm run migrate:create -- <name>`: writes a migration for the collections'
 * current shape into src/migrations/. Payload needs a database to do it; this
 * starts a throwaway embedded PostgreSQL in a temporary folder, so it never
 * touches ./data and several developers' tools cannot collide.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/db/embedded-postgres'
import { payloadCli } from './lib/process'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name> (letters, digits, - and _)')
  process.exit(1)
}
const dir = await mkdtemp(path.join(tmpdir(), 'charity-migrate-'))
await chmod(dir, 0o755)
const port = 56_000 + Math.floor(Math.random() * 1000)
const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'charity' })
try {
  await payloadCli(['migrate:create', name, '--skip-empty'], {
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: dir,
    PAYLOAD_DB_PUSH: 'false',
  })
} finally {
  await db.stop()
  await rm(dir, { recursive: true, force: true })
}
