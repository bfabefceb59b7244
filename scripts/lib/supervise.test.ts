import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { supervise } from './supervise'

/**
 * The web server's supervisor with real processes: a small Node program stands for the server
 * (it starts a worker of its own, as Next does, to show that nothing is left behind).
 */
const SERVER = `
  const { spawn } = require('node:child_process')
  const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  console.log('WORKER ' + worker.pid)
  process.on('SIGTERM', () => setTimeout(() => process.exit(0), 200)) // drains, then exits
  setInterval(() => {}, 1000)
`
const STUBBORN = `process.on('SIGTERM', () => {}); console.log('WORKER 0'); setInterval(() => {}, 1000)`

function program(source: string, pids: number[], workers: number[]) {
  return () => {
    const child = spawn(process.execPath, ['-e', source], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    pids.push(child.pid!)
    child.stdout!.on('data', (c: Buffer) => {
      const m = /WORKER (\d+)/.exec(c.toString())
      if (m && m[1] !== '0') workers.push(Number(m[1]))
    })
    return child
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50))
  return check()
}

describe('supervise', () => {
  it('restarts a server that dies, logged, and on SIGTERM lets it drain and leaves no process', async () => {
    const pids: number[] = []
    const workers: number[] = []
    const logs: string[] = []
    const s = supervise({
      start: program(SERVER, pids, workers),
      log: (m) => logs.push(m),
      backoffMs: () => 100,
    })
    expect(await until(() => workers.length === 1)).toBe(true)
    process.kill(pids[0]!, 'SIGKILL') // the server dies on its own
    expect(await until(() => workers.length === 2)).toBe(true)
    expect(logs).toEqual([
      'The web server died (SIGKILL); restarting it in 0.1 s (1 in the last minute).',
    ])
    // The dead server's worker went with it.
    expect(await until(() => !alive(workers[0]!))).toBe(true)

    const started = Date.now()
    expect(await s.stop('SIGTERM')).toBe(0) // the server drained and exited 0
    expect(Date.now() - started).toBeLessThan(7000)
    expect([...pids, ...workers].filter(alive)).toEqual([])
  })

  it('gives up after too many deaths within a minute, with the exit code', async () => {
    const pids: number[] = []
    const logs: string[] = []
    const s = supervise({
      start: () => {
        const child = spawn(process.execPath, ['-e', 'process.exit(3)'], {
          detached: true,
          stdio: 'ignore',
        })
        pids.push(child.pid!)
        return child
      },
      log: (m) => logs.push(m),
      maxPerMinute: 2,
      backoffMs: () => 50,
    })
    expect(await s.done).toBe(3)
    expect(logs.at(-1)).toBe(
      'The web server died 3 times within a minute (last: exit 3); giving up.',
    )
    expect(pids).toHaveLength(3)
    expect(pids.filter(alive)).toEqual([])
  })

  it('kills a server that does not stop within the grace period', async () => {
    const pids: number[] = []
    const workers: number[] = []
    let said = 0
    const start = program(STUBBORN, pids, workers)
    const s = supervise({
      start: () => {
        const child = start()
        child.stdout!.on('data', () => (said += 1)) // its SIGTERM handler is in place
        return child
      },
      log: () => {},
      graceMs: 300,
    })
    expect(await until(() => said > 0)).toBe(true)
    expect(await s.stop('SIGTERM')).toBe(137)
    expect(pids.filter(alive)).toEqual([])
  })
})
