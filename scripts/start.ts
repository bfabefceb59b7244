/**
 * `npm start`: one command from a fresh clone to a running site.
 *  1. validates the environment;
 *  2. starts the embedded PostgreSQL (data in DATA_DIR) unless DATABASE_URL is set, and starts it
 *     again when it dies on its own (scripts/lib/supervise-database.ts, decision 0132);
 *  3. applies the committed migrations and seeds the demo content (idempotent);
 *  4. builds the production bundle when the sources changed since the last build;
 *  (`--prepare-only`: stops after step 4, the database stopped: `npm test` prepares the e2e server
 *  this way while the integration tests run, decision 0116.)
 *  5. runs the production server (scripts/serve.mjs: Next's handler, the client address
 *     fixed first), restarted when it dies on its own (scripts/lib/supervise.ts), and on
 *     SIGINT/SIGTERM stops it (it drains), then the database, then exits (decision 0082).
 * `npm run dev` does the same with `next dev` and schema push instead of migrations.
 */
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/lib/db/embedded-postgres'
import { EnvError, loadEnv, siteUrl } from '../src/lib/env'
import { bucketProblem } from '../src/lib/storage/object-storage'
import { s3SettingsOf } from '../src/lib/storage/s3-settings'
import { serverStatementTimeoutEnv } from '../src/lib/db/statement-timeout'
import { buildFingerprint, fingerprintFile, isBuildCurrent } from './lib/build-hash'
import { dedupeServerChunks } from './lib/dedupe-server-chunks'
import { startPaymobStandin } from './lib/paymob-standin-start'
import { bin, payloadCli, root, run, stopRunning } from './lib/process'
import { serverMemoryEnv, serverNodeFlags } from './lib/server-memory'
import { supervise } from './lib/supervise'
import { superviseDatabase, type DatabaseSupervisor } from './lib/supervise-database'

const dev = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare-only')

// This launcher stops the server, then the database, on a signal. embedded-postgres's own signal
// hooks (async-exit-hook, added when it is imported) stopped the database at once and exited
// while the server was still draining, leaving it behind: removed here.
{
  const hook = createRequire(import.meta.url)('async-exit-hook') as {
    unhookEvent(event: string): void
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) hook.unhookEvent(signal)
}

let e
try {
  e = loadEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// A bucket that does not answer stops the start here, naming the variable.
const s3 = s3SettingsOf(e)
const s3Problem = s3 ? await bucketProblem(s3) : null
if (s3Problem) {
  console.error(`Invalid environment configuration:\n  - ${s3Problem}`)
  process.exit(1)
}

let db: EmbeddedDatabase | undefined
let dbWatch: DatabaseSupervisor | undefined
let stopping = false
let stopStandin: (() => Promise<void>) | undefined
/** The web server runs: from then on, the database's supervisor giving up stops it first. */
let serving = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  await stopStandin?.().catch(() => undefined)
  dbWatch?.stop()
  await db?.stop().catch((err) => console.error('Could not stop PostgreSQL cleanly:', err))
  process.exit(code)
}

// Until the web server runs, a signal stops whatever is starting and the database.
const early = (signal: NodeJS.Signals) => {
  stopRunning(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM')
  void shutdown(signal === 'SIGINT' ? 130 : 143)
}
process.on('SIGINT', early).on('SIGTERM', early).on('SIGHUP', early)

try {
  if (!e.DATABASE_URL) {
    const dir = path.resolve(root, e.DATA_DIR, 'postgres')
    console.log(`Starting the embedded PostgreSQL (data in ${dir}, port ${e.EMBEDDED_PG_PORT})…`)
    db = await startEmbeddedPostgres({
      dir,
      port: e.EMBEDDED_PG_PORT,
      database: dev ? 'charity_dev' : 'charity',
    })
    dbWatch = superviseDatabase(db, { log: (message) => console.error(message) })
    // A database that cannot be kept running while the site starts: stop the start too.
    void dbWatch.done.then((code) => {
      if (serving) return
      stopRunning('SIGTERM')
      void shutdown(code)
    })
  }
  const databaseUrl = e.DATABASE_URL ?? db!.url
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: dev ? 'development' : 'production',
    PAYLOAD_DB_PUSH: dev ? 'true' : 'false',
    NEXT_TELEMETRY_DISABLED: '1',
  }

  await run(bin('tsx'), ['scripts/prepare-db.ts'], childEnv)

  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!dev) {
    const fingerprintSource = `${databaseUrl}|${path.resolve(root, e.DATA_DIR)}`
    const fingerprint = buildFingerprint(fingerprintSource)
    if (isBuildCurrent(distDir, fingerprint)) {
      console.log(`The build in ${distDir} is current.`)
    } else {
      console.log(`Building the site into ${distDir} (a few minutes the first time)…`)
      // A build stopped half-way (Ctrl+C) leaves Next's lock behind, and the next build would refuse to
      // start. This launcher is the only builder of its folder, so a lock found now is stale.
      rmSync(path.join(root, distDir, 'lock'), { force: true })
      // The back office's component map must match the config (plugins, rich-text features).
      await payloadCli(['generate:importmap'], childEnv)
      // The sources as the build reads them: taken before it (after the import map, which the
      // step above may rewrite), so a file edited while Next builds makes the next start rebuild.
      const built = buildFingerprint(fingerprintSource)
      await run(bin('next'), ['build'], childEnv)
      writeFileSync(fingerprintFile(distDir), built)
    }
    // On every start, not only after a build: a build made before this step existed gets it too,
    // and a build already done is left as it is (decision 0066).
    const deduped = dedupeServerChunks(path.join(root, distDir))
    if (deduped.linked > 0) {
      console.log(
        `Linked ${deduped.linked} duplicate server chunks (${Math.round(deduped.bytes / 1e6)} MB) to one copy each.`,
      )
    }
  }

  if (prepareOnly) await shutdown(0)

  // Test mode takes pounds through the stand-in of Paymob's page (decision 0107).
  stopStandin = await startPaymobStandin(e)

  // Production: Next's handler behind our server, which fixes the client's address first.
  const [command, args] = dev
    ? [bin('next'), ['dev', '-p', String(e.PORT)]]
    : [process.execPath, [...serverNodeFlags(process.env.NODE_OPTIONS), 'scripts/serve.mjs']]
  const serverEnv: NodeJS.ProcessEnv = {
    ...childEnv,
    PORT: String(e.PORT),
    TRUST_PROXY: String(e.TRUST_PROXY),
    MICRO_CACHE_MS: String(e.MICRO_CACHE_MS ?? 1000),
    LOG_LEVEL: e.LOG_LEVEL,
    JOBS_AUTORUN: 'true',
    // A statement of the server's pool ends after 15 s; migrations and seeding ran above, in
    // processes of their own without it (decision 0125).
    ...serverStatementTimeoutEnv({
      DATABASE_STATEMENT_TIMEOUT_MS: process.env.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    // The serving process's memory bound (decision 0062); `next dev` keeps Node's defaults.
    ...(dev ? {} : serverMemoryEnv({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX })),
  }
  // The server in a process group of its own, so that stopping it stops whatever it started;
  // production's server also exits when this launcher dies (its IPC channel closes).
  const supervisor = supervise({
    start: () =>
      spawn(command, args, {
        stdio: dev ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
        env: serverEnv,
        cwd: root,
        detached: true,
      }),
    log: (message) => console.error(message),
  })
  console.log(`\nThe site: ${siteUrl(e)}   The back office: ${siteUrl(e)}/admin\n`)

  // SIGTERM or SIGINT: the server drains, then the database stops, then this process exits.
  process.off('SIGINT', early).off('SIGTERM', early).off('SIGHUP', early)
  const forward = (signal: NodeJS.Signals) =>
    void supervisor.stop(signal === 'SIGHUP' ? 'SIGTERM' : signal)
  process.on('SIGINT', forward).on('SIGTERM', forward).on('SIGHUP', forward)
  serving = true
  // The database given up on (decision 0132): the server stops, then this launcher exits with 1.
  const databaseGone = dbWatch?.done.then(async (code) => {
    await supervisor.stop('SIGTERM')
    return code
  })
  const code = await Promise.race([supervisor.done, ...(databaseGone ? [databaseGone] : [])])
  await shutdown(code)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
