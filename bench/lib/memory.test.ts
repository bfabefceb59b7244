import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isNextServer, sampleMemory, sleep } from './server'

const MB = 1024 ** 2

describe('isNextServer', () => {
  it('matches the serving process as scripts/start.ts starts it, and next start', () => {
    expect(isNextServer('/usr/bin/node scripts/serve.mjs')).toBe(true)
    expect(isNextServer('node /repo/node_modules/next/dist/bin/next start -p 3000')).toBe(true)
    expect(isNextServer('next-server (v15.5.0)')).toBe(true)
    expect(isNextServer('/repo/node_modules/.bin/tsx scripts/start.ts')).toBe(false)
    expect(isNextServer('postgres: charity charity 127.0.0.1 idle')).toBe(false)
  })
})

describe('sampleMemory', () => {
  let launcher: ChildProcess | undefined
  let dir: string | undefined
  afterEach(() => {
    // The whole group: killing the launcher alone left its serve.mjs child running for ever
    // (two were found after two CI rehearsals).
    if (launcher?.pid) process.kill(-launcher.pid, 'SIGKILL')
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  // A real process tree shaped like the bench's: a launcher that only waits, and under it
  // `node …/serve.mjs` holding 200 MB for a moment, then letting it go. The bench reported
  // 0 MB before this measure (its filter looked for "next" in the command line).
  it("reports the serving process's peak, even one that has passed", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'))
    writeFileSync(
      path.join(dir, 'serve.mjs'),
      `let held = Buffer.alloc(${200 * MB}, 1)
       setTimeout(() => { held = null; globalThis.gc?.() }, 600)
       setInterval(() => {}, 1000)`,
    )
    writeFileSync(
      path.join(dir, 'launcher.mjs'),
      `import { spawn } from 'node:child_process'
       spawn(process.execPath, ['serve.mjs'], { stdio: 'inherit', cwd: ${JSON.stringify(dir)} })
       setInterval(() => {}, 1000)`,
    )
    launcher = spawn(process.execPath, ['launcher.mjs'], {
      cwd: dir,
      stdio: 'ignore',
      detached: true, // its own process group, killed whole afterwards
    })
    await sleep(1500)
    const memory = sampleMemory(launcher.pid!)
    await sleep(300)
    const { serverPeakRssBytes } = memory.stop()
    // The buffer is gone from the resident set by now; the kernel's high-water mark keeps it.
    expect(serverPeakRssBytes).toBeGreaterThan(200 * MB)
    expect(serverPeakRssBytes).toBeLessThan(400 * MB)
  })
})
