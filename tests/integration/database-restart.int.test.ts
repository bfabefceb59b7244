import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { superviseDatabase, type DatabaseSupervisor } from '../../scripts/lib/supervise-database'
import { freePort } from '../helpers/free-port'

/**
 * The embedded PostgreSQL watched (issue 65, item 4): killed (the kernel's OOM killer, an
 * operator's `kill -9`), it is started again by the launcher's supervisor (scripts/start.ts),
 * after a back-off, and answers again; nobody has to restart `npm start`.
 */
let dir = ''
let db: EmbeddedDatabase
let watcher: DatabaseSupervisor
const said: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'charity-db-restart-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  db = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    port: await freePort(),
    database: 'postgres',
  })
  watcher = superviseDatabase(db, { log: (m) => said.push(m), backoffMs: () => 500 })
}, 120_000)
afterAll(async () => {
  watcher?.stop()
  await db?.stop()
  await rm(dir, { recursive: true, force: true })
})

async function answers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

describe('the embedded PostgreSQL killed', () => {
  it('is started again by the supervisor and answers within 30 s', async () => {
    expect(await answers()).toBe(true)
    const first = db.process()!.pid!
    const killedAt = Date.now()
    process.kill(first, 'SIGKILL')
    let back = false
    while (!back && Date.now() - killedAt < 30_000) {
      await new Promise((r) => setTimeout(r, 250))
      back = db.process() !== undefined && (await answers())
    }
    console.log(`[database] answering again ${Date.now() - killedAt} ms after SIGKILL`)
    expect(back).toBe(true)
    expect(db.process()!.pid).not.toBe(first)
    expect(said.join('\n')).toMatch(/PostgreSQL .*died.*restart/i)
  }, 60_000)
})
