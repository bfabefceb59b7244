import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { embeddedDatabaseUrl } from '../../src/lib/db/embedded-postgres'
import { bin, exited, root } from '../../scripts/lib/process'
import { BENCH } from './config'
import { createStepPeaks } from './memory-steps'
import type { MemoryFigures } from './targets'

export const BENCH_ADMIN = {
  email: 'bench-admin@newegypt.example',
  password: 'bench-Admin-Password-2026',
}

export const benchOrigin = `http://localhost:${BENCH.port}`

/** The embedded database of the bench server (its password is in the bench's data folder). */
export const benchDatabaseUrl = () =>
  embeddedDatabaseUrl(path.resolve(root, BENCH.dataDir, 'postgres'), BENCH.pgPort, 'charity')

export interface RunningServer {
  process: ChildProcess
  logFile: string
  stop(): Promise<void>
}

/**
 * Starts the product exactly as `npm start` does (scripts/start.ts: embedded
 * PostgreSQL, migrations, demo content, production build when needed, `next
 * start`), on the bench's own port, data folder and build folder, with mail
 * going to the bench's SMTP catcher. Resolves once the home page answers.
 */
export async function startBenchServer(): Promise<RunningServer> {
  if (await answers(`${benchOrigin}/`)) {
    throw new Error(
      `Something already answers on ${benchOrigin} (a bench left running?): stop it, or set BENCH_PORT and BENCH_PG_PORT.`,
    )
  }
  const dataDir = path.resolve(root, BENCH.dataDir)
  await mkdir(dataDir, { recursive: true })
  const logFile = path.join(dataDir, 'server.log')
  const log = createWriteStream(logFile)
  const child = spawn(bin('tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(BENCH.port),
      SITE_URL: benchOrigin,
      DATA_DIR: BENCH.dataDir,
      NEXT_DIST_DIR: BENCH.distDir,
      EMBEDDED_PG_PORT: String(BENCH.pgPort),
      DATABASE_URL: '',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(BENCH.smtpPort),
      SMTP_SECURE: 'false',
      STAFF_NOTIFY_EMAIL: 'staff@newegypt.example',
      // The donation flow plays many donors from one machine, each with its own
      // X-Forwarded-For, as a proxy in front would set it.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The build's progress on the console: it is the long part of a first run.
  child.stdout!.on('data', (c: Buffer) => {
    log.write(c)
    const text = c.toString()
    if (/Building|Compiled|Generating static|current|Starting the embedded|Ready/.test(text)) {
      process.stdout.write(text.replace(/^/gm, '  server | '))
    }
  })
  child.stderr!.pipe(log)
  const exit = exited(child)

  // A first build on a busy 2-core machine took over 20 minutes (issue 49): wait up to 45.
  const deadline = Date.now() + 45 * 60_000
  for (;;) {
    const ended = await Promise.race([exit, sleep(1000).then(() => undefined)])
    if (ended !== undefined) {
      throw new Error(`The bench server stopped (exit ${ended}); see ${logFile}`)
    }
    if (await answers(`${benchOrigin}/`)) break
    if (Date.now() > deadline) throw new Error(`The bench server did not start; see ${logFile}`)
  }
  return {
    process: child,
    logFile,
    async stop() {
      // SIGTERM to the launcher: it stops Next, then PostgreSQL.
      child.kill('SIGTERM')
      await exit
      log.end()
    },
  }
}

async function answers(url: string) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) })
    return res.ok
  } catch {
    return false
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface ProcInfo {
  pid: number
  ppid: number
  rssBytes: number
  /** The kernel's own peak resident size of the process (VmHWM): catches spikes between samples. */
  hwmBytes: number
  command: string
}

export function readProcesses(): ProcInfo[] {
  const list: ProcInfo[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()
      const field = (key: string) => new RegExp(`^${key}:\\s*(\\d+)`, 'm').exec(status)?.[1]
      list.push({
        pid: Number(name),
        ppid: Number(field('PPid') ?? 0),
        rssBytes: Number(field('VmRSS') ?? 0) * 1024,
        hwmBytes: Number(field('VmHWM') ?? 0) * 1024,
        command: cmd || (/^Name:\s*(.+)$/m.exec(status)?.[1] ?? ''),
      })
    } catch {
      // The process ended while we read it.
    }
  }
  return list
}

/** The processes started by `rootPid`, at any depth. */
export function descendants(rootPid: number, all: ProcInfo[]): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>()
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p])
  const found: ProcInfo[] = []
  const queue = [rootPid]
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      found.push(c)
      queue.push(c.pid)
    }
  }
  return found
}

/**
 * The Next.js server: the process running scripts/serve.mjs (or `next start`), with
 * whatever it starts. Matched on the script's name: the command line of the serving
 * process is `node scripts/serve.mjs`, which has no "next" in it (the earlier /next/
 * test matched nothing and the bench reported 0 MB).
 */
export const isNextServer = (command: string) =>
  /(^|[\s/])serve\.mjs(\s|$)|next-server|next\/dist\/bin\/next start|\bnext start\b/.test(command)

/** The Next server's processes in `tree` (the server and its descendants). */
export function nextServerProcesses(tree: ProcInfo[]): ProcInfo[] {
  const roots = tree.filter((p) => isNextServer(p.command))
  const found = new Map<number, ProcInfo>()
  for (const r of roots) {
    found.set(r.pid, r)
    for (const d of descendants(r.pid, tree)) found.set(d.pid, d)
  }
  return [...found.values()]
}

/**
 * Samples the resident memory of the server's process tree four times a
 * second (Linux /proc): the Next.js server and its children on one side, the
 * embedded PostgreSQL (its postmaster and backends) on the other. The launcher
 * and tsx themselves are left out: they only wait. The peak is the larger of
 * the sampled sum and any one process's VmHWM (the kernel's high-water mark),
 * so a spike between two samples still counts. `mark(step)` starts a new step:
 * the server's peak is also kept per step (bench/lib/memory-steps.ts), so the
 * report shows which part of the bench makes it.
 */
export function sampleMemory(rootPid: number, firstStep = 'Start and warm-up') {
  let serverPeak = 0
  let postgresPeak = 0
  const steps = createStepPeaks(firstStep)
  const sample = () => {
    const tree = descendants(rootPid, readProcesses())
    const isPostgres = (p: ProcInfo) => /postgres/.test(p.command)
    const next = nextServerProcesses(tree.filter((p) => !isPostgres(p)))
    const hwm = Math.max(0, ...next.map((p) => p.hwmBytes))
    steps.record({ rssBytes: sum(next), hwmBytes: hwm })
    serverPeak = Math.max(serverPeak, sum(next), hwm)
    postgresPeak = Math.max(postgresPeak, sum(tree.filter(isPostgres)))
  }
  sample()
  const timer = setInterval(sample, 250)
  return {
    mark(step: string) {
      sample()
      steps.mark(step)
    },
    stop(): MemoryFigures {
      clearInterval(timer)
      sample()
      return {
        serverPeakRssBytes: serverPeak,
        postgresPeakRssBytes: postgresPeak,
        serverPeakBySteps: steps.peaks(),
      }
    },
  }
}

const sum = (ps: ProcInfo[]) => ps.reduce((a, p) => a + p.rssBytes, 0)
