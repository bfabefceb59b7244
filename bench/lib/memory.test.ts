import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStepPeaks } from './memory-steps'
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

describe('createStepPeaks', () => {
  const at = (rss: number, hwm: number) => ({ rssBytes: rss * MB, hwmBytes: hwm * MB })
  const inMb = (steps: { step: string; serverPeakRssBytes: number }[]) =>
    steps.map((s) => [s.step, s.serverPeakRssBytes / MB])

  it('keeps the largest sample of each step, in order', () => {
    const steps = createStepPeaks('Start')
    steps.record(at(240, 250))
    steps.mark('Load')
    steps.record(at(400, 400))
    steps.record(at(380, 400))
    steps.mark('Donations')
    steps.record(at(300, 400))
    expect(inMb(steps.peaks())).toEqual([
      ['Start', 250],
      ['Load', 400],
      ['Donations', 300],
    ])
  })

  it('gives a spike no sample saw to the step in which the high-water mark rose', () => {
    const steps = createStepPeaks('Start')
    steps.record(at(240, 250))
    steps.mark('Lighthouse')
    // Between these two samples the images pushed the process to 700 MB and back.
    steps.record(at(300, 250))
    steps.record(at(320, 700))
    steps.mark('Load')
    // The mark stays at 700 MB for ever: it is not this step's peak.
    steps.record(at(450, 700))
    expect(inMb(steps.peaks())).toEqual([
      ['Start', 250],
      ['Lighthouse', 700],
      ['Load', 450],
    ])
  })

  it('reports a copy: a later sample does not change figures already read', () => {
    const steps = createStepPeaks('Start')
    steps.record(at(100, 100))
    const before = steps.peaks()
    steps.record(at(200, 200))
    expect(before[0]!.serverPeakRssBytes).toBe(100 * MB)
    expect(steps.peaks()[0]!.serverPeakRssBytes).toBe(200 * MB)
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
       spawn(process.execPath, ['--expose-gc', 'serve.mjs'], { stdio: 'inherit', cwd: ${JSON.stringify(dir)} })
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
    memory.mark('After')
    await sleep(300)
    const { serverPeakRssBytes, serverPeakBySteps = [] } = memory.stop()
    // The buffer is gone from the resident set by now; the kernel's high-water mark keeps it.
    expect(serverPeakRssBytes).toBeGreaterThan(200 * MB)
    expect(serverPeakRssBytes).toBeLessThan(400 * MB)
    // And it belongs to the step it happened in, not to the one after.
    const [before, after] = serverPeakBySteps
    expect(before!.serverPeakRssBytes).toBe(serverPeakRssBytes)
    expect(after!.step).toBe('After')
    expect(after!.serverPeakRssBytes).toBeLessThan(150 * MB)
  })
})
