/**
 * A PostgreSQL server started on its own, as any external server would be:
 * `tsx scripts/pg-server.ts <port>` prints "READY <url>" and runs until
 * SIGTERM/SIGINT. `npm test` points one integration run at it through
 * DATABASE_URL to prove that mode. Its data lives in a temporary folder.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/db/embedded-postgres'

const port = Number(process.argv[2] ?? 55432)
const dir = await mkdtemp(path.join(tmpdir(), 'charity-pg-server-'))
await chmod(dir, 0o755)
const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'postgres' })
console.log(`READY ${db.url}`)

const stop = async () => {
  await db.stop()
  await rm(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop).on('SIGINT', stop)
setInterval(() => undefined, 1 << 30)
