import { describe, expect, it } from 'vitest'
import { ensureDebianPackages, missingPackages } from './apt'
import { renderMarkdown } from './report'
import { results } from './results-fixture'
import { machineYardstickMs } from './yardstick'

describe('which machine a run was taken on', () => {
  it("states the machine's speed and Lighthouse's CPU index of each page", () => {
    const r = results()
    r.machine.yardstickMs = 512
    r.lighthouse[0]!.benchmarkIndex = 2100
    const md = renderMarkdown(r)
    expect(md).toContain("Machine speed: the bench's fixed Node.js workload in 512 ms")
    expect(md).toContain("| CLS | Lighthouse's CPU index |")
    expect(md).toMatch(
      /\| Home `\/` \| .* \| 1800 ms \| 100 ms ✅ \| 0 \| 2100 \| 4× \(not calibrated\) \|/,
    )
  })

  it('says nothing of the speed of a run that did not record it', () => {
    const md = renderMarkdown(results())
    expect(md).not.toContain('Machine speed')
    expect(md).toMatch(/\| Home `\/` \| .* \| 1800 ms \| 100 ms ✅ \| 0 \| — \|/)
  })

  it('times its fixed workload in whole milliseconds', () => {
    const ms = machineYardstickMs()
    expect(Number.isInteger(ms)).toBe(true)
    expect(ms).toBeGreaterThan(0)
    // The workload takes about half a second on a quiet machine and several on a busy one (the
    // machine it measures is the one running the tests): Vitest's 5 s default cut it off.
  }, 60_000)
})

describe("the bench's Debian packages", () => {
  it('finds a package missing by the file it installs', () => {
    expect(
      missingPackages({ sh: '/bin/sh', nothing: '/no/such/file', other: '/no/other' }),
    ).toEqual(['nothing', 'other'])
  })

  it('installs nothing when every file is there', () => {
    expect(ensureDebianPackages({ sh: '/bin/sh' })).toBeUndefined()
  })
})
