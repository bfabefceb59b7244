import { execFileSync, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/free-port'

/**
 * `npm start` told to stop while it starts (issue 43; decision 0082): SIGTERM, as a process
 * manager sends it, while the embedded PostgreSQL runs and the migrations are applied. The
 * launcher stops what it was running, then the database, and exits within 10 s; no process of
 * it is left. (The running server's drain and restart: scripts/lib/supervise.test.ts.)
 */
const root = path.resolve(import.meta.dirname, '../..')
let dataDir = ''

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'charity-launcher-stop-'))
  await chmod(dataDir, 0o755) // PostgreSQL runs as its own user and must reach its folder
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/**
 * The live processes of process group `pgid` (the launcher's: all it started) or naming `text`.
 * Zombies are left out: they run nothing, and are gone once their new parent reaps them.
 */
function processesOf(pgid: number, text: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pgid=,pid=,stat=,args='], { encoding: 'utf8' })
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([group, , stat, ...args]) => {
      if (!stat || stat.startsWith('Z') || args.join(' ').includes('ps -eo')) return false
      return group === String(pgid) || args.join(' ').includes(text)
    })
    .map((fields) => fields.join(' '))
}

describe('npm start stopped by SIGTERM while it starts', () => {
  it('stops the migrations and the database and exits within 10 s, leaving no process', async () => {
    const port = await freePort()
    // Through npm, as an operator starts it: npm runs the script in `sh -c`, which died of the
    // signal without passing it on, so the launcher, the database and the server were orphaned
    // (the script's `exec` makes the launcher the shell's own process).
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // a process group of its own: whatever it starts is found by it
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    )

    // Until the migrations run: the database and the migration step are both alive.
    const until = Date.now() + 120_000
    while (!/Migrat/.test(out) && Date.now() < until && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(out, out).toMatch(/Migrat/)
    expect(processesOf(child.pid!, dataDir).length, 'the database runs').toBeGreaterThan(2)

    const signalled = Date.now()
    child.kill('SIGTERM')
    const code = await exited
    expect(Date.now() - signalled, out).toBeLessThan(10_000)
    expect(code).toBe(143)
    await new Promise((r) => setTimeout(r, 500))
    expect(processesOf(child.pid!, dataDir)).toEqual([])
  })
})
