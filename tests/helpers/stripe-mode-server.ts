import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E } from './e2e-env'
import { freePort } from './free-port'

/**
 * A second production instance of the e2e build in Stripe mode, for
 * the spec that drives the donation form with Stripe Elements. It is scripts/serve.mjs on the
 * suite's build (.next-e2e), database and data folder (as the topology test starts its
 * instances), not scripts/start.ts: the launcher's build fingerprint names the database and the
 * data folder, so another folder would rebuild the suite's build under the running suite.
 * Same data folder, same generated secret: codes and sessions mean the same on both instances.
 * Its `stripe` client talks to the API stand-in (STRIPE_API_URL); its mail goes to the suite's
 * SMTP catcher. Its scheduler is off: the suite's own instance runs the jobs.
 */
export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin_e2e',
}

export interface StripeModeServer {
  url: string
  /** The file with everything it printed, complete once stop() has returned. */
  log: string
  stop(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')

export async function startStripeModeServer(apiUrl: string): Promise<StripeModeServer> {
  const env = E2E.serverEnv
  const distDir = path.resolve(root, env.NEXT_DIST_DIR)
  if (!existsSync(path.join(distDir, 'BUILD_ID')))
    throw new Error(`No production build in ${distDir}: the suite's server builds it first.`)
  // E2E_STRIPE_PORT lets a run keep to its own range of ports; otherwise the system picks one.
  const port = Number(process.env.E2E_STRIPE_PORT || (await freePort()))
  const url = `http://localhost:${port}`
  const log = path.join(root, 'test-results', `e2e-stripe-server-${port}.log`)
  mkdirSync(path.dirname(log), { recursive: true })
  const out = createWriteStream(log)
  const proc = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      ...STRIPE_KEYS,
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: suiteDatabaseUrl(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_API_URL: apiUrl,
      STRIPE_TIMEOUT_MS: '5000',
      JOBS_AUTORUN: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Both streams into one file, closed once the process has ended (so stop() sees it whole).
  proc.stdout!.pipe(out, { end: false })
  proc.stderr!.pipe(out, { end: false })
  const written = new Promise<void>((resolve) => {
    proc.once('close', () => out.end(resolve))
  })
  const server = {
    url,
    log,
    stop: async () => {
      await stop(proc)
      await written
    },
  }
  try {
    await ready(`${url}/api/ready`, proc, log)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}

/**
 * The suite's embedded database (scripts/start.ts: database `charity`, its password in
 * DATA_DIR/postgres-password, as embeddedDatabaseUrl reads it; that module is not imported here
 * because it rewires the process's exit hooks).
 */
function suiteDatabaseUrl(): string {
  const env = E2E.serverEnv
  const password = readFileSync(path.resolve(root, env.DATA_DIR, 'postgres-password'), 'utf8')
  return `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${env.EMBEDDED_PG_PORT}/charity`
}

/** Polls the readiness probe (each answer is an event; no fixed wait) until 200 or the exit. */
async function ready(probe: string, proc: ChildProcess, log: string) {
  const until = Date.now() + 90_000
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`The Stripe-mode server exited; see ${log}`)
    const ok = await fetch(probe).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The Stripe-mode server was not ready within 90 s; see ${log}`)
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  proc.kill('SIGTERM')
  const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}
