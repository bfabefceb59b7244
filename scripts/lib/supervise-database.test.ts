import { EventEmitter } from 'node:events'
import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { superviseDatabase } from './supervise-database'

/** A database whose server process the test kills at will, and whose restart may fail. */
function fakeDatabase(restartFails = false) {
  let proc: EventEmitter | undefined = new EventEmitter()
  const db = {
    restarts: 0,
    process: () => proc as unknown as ChildProcess | undefined,
    async restart() {
      db.restarts++
      if (restartFails) throw new Error('shared memory block is still in use')
      proc = new EventEmitter()
    },
    kill() {
      const dying = proc!
      proc = undefined
      dying.emit('exit', null, 'SIGKILL')
    },
  }
  return db
}

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('superviseDatabase', () => {
  it('starts a killed database again after the back-off, and logs it', async () => {
    const db = fakeDatabase()
    const said: string[] = []
    const waits: number[] = []
    const watcher = superviseDatabase(db, {
      log: (m) => said.push(m),
      backoffMs: (n) => (waits.push(n), 1),
    })
    db.kill()
    await tick()
    expect(db.restarts).toBe(1)
    db.kill()
    await tick()
    expect(db.restarts).toBe(2)
    expect(waits).toEqual([1, 2]) // the back-off grows with the deaths of the last minute
    expect(said[0]).toMatch(/died \(SIGKILL\); restarting it/)
    watcher.stop()
  })

  it('gives up (exit code 1) when it cannot be kept running', async () => {
    const db = fakeDatabase(true)
    const said: string[] = []
    const watcher = superviseDatabase(db, { log: (m) => said.push(m), backoffMs: () => 1 })
    db.kill()
    expect(await watcher.done).toBe(1)
    expect(db.restarts).toBe(5)
    expect(said.at(-1)).toMatch(/died 6 times within a minute .*giving up/)
  })

  it('does nothing once stopped (the launcher stops the database itself)', async () => {
    const db = fakeDatabase()
    const watcher = superviseDatabase(db, { log: () => undefined, backoffMs: () => 1 })
    watcher.stop()
    db.kill()
    await tick()
    expect(db.restarts).toBe(0)
  })
})
