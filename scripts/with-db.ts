/**
 * Runs a command with DATABASE_URL pointing at the embedded PostgreSQL of
 * DATA_DIR (started for the command, stopped after). Used for Payload's
 * migration commands: `npm run migrate:create -- name`.
 *   tsx scripts/with-db.ts <command> [args...]
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startEmbeddedPostgres } from '../src/lib/db/embedded-postgres'
import { loadEnv } from '../src/lib/env'

const e = loadEnv()
const [cmd, ...args] = process.argv.slice(2)
if (!cmd) throw new Error('usage: tsx scripts/with-db.ts <command> [args...]')

const db = e.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(e.DATA_DIR, 'postgres'),
      port: e.EMBEDDED_PG_PORT,
      database: 'charity',
    })
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: e.DATABASE_URL ?? db!.url },
})
const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
await db?.stop()
process.exit(code)
