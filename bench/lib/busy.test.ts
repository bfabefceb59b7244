import { describe, expect, it } from 'vitest'
import { calibratedLighthouseChecks, donationLatencyChecks, rushChecks } from './busy-targets'
import { cpuSlowdownFor } from './cpu-calibration'
import { renderMarkdown } from './report'
import { results, verdict } from './results-fixture'
import { rushFigures, type Answer, type Latency } from './rush'

describe("the CPU slowdown calibrated to the host (Lighthouse's guidance, decision 0097)", () => {
  it("follows the calculator's breakpoints, linear between them", () => {
    expect(cpuSlowdownFor(2000)).toBe(6)
    expect(cpuSlowdownFor(1533)).toBe(4)
    expect(cpuSlowdownFor(1300)).toBe(3)
    expect(cpuSlowdownFor(1050)).toBe(2.5)
    expect(cpuSlowdownFor(800)).toBe(2)
    expect(cpuSlowdownFor(150)).toBe(1)
  })

  it('never speeds a slow host up, and a failed measure gives no slowdown', () => {
    expect(cpuSlowdownFor(100)).toBe(1)
    expect(cpuSlowdownFor(Number.NaN)).toBe(1)
  })

  it('gives a busier host (a lower index) a smaller slowdown', () => {
    expect(cpuSlowdownFor(1200)).toBeLessThan(cpuSlowdownFor(1600))
  })
})

describe("issue 49's targets", () => {
  it('holds every Lighthouse run of every page to 95, and TBT under 200 ms', () => {
    const page = results().lighthouse[0]!
    const met = (change: object) =>
      calibratedLighthouseChecks({ ...page, ...change }).map((c) => c.met)
    expect(met({ runs: [95, 99, 97], tbtMs: 199 })).toEqual([true, true])
    expect(met({ performance: 97, runs: [97, 94, 99], tbtMs: 200 })).toEqual([false, false])
  })

  it('holds stage and confirm to p99 ≤ 1 s, and fails a run with errors', () => {
    const d = results().donations
    const met = (change: object) => donationLatencyChecks({ ...d, ...change }).map((c) => c.met)
    expect(met({ stageP99Ms: 1000, confirmP99Ms: 1000 })).toEqual([true, true])
    expect(met({ stageP99Ms: 1001, confirmP99Ms: 999 })).toEqual([false, true])
    expect(met({ stageP99Ms: 100, confirmP99Ms: 100, errors: 1 })).toEqual([false, false])
  })

  it('counts the new checks among the targets, and the WordPress ratio no longer', () => {
    const v = verdict(results())
    expect(v['Donation confirm p99, 20 donors at once']).toBe(true)
    expect(Object.keys(v).some((k) => k.includes('WordPress'))).toBe(false)
  })
})

describe('the rush with a staff edit', () => {
  const pages = [
    { name: 'Home', path: '/', showsEdit: false },
    { name: 'News list', path: '/newEgyptNews', showsEdit: true },
    { name: 'Article', path: '/a', showsEdit: true },
  ]
  const o = { pages, connections: 50, seconds: 10 }
  const answer = (at: number, page: number, fresh: boolean, rendered = false): Answer => ({
    at,
    page,
    status: 200,
    fresh,
    rendered,
  })
  const t = { editAt: 5000, editedAt: 5100, overallP99Ms: 80, errors: 0 }

  it("takes the slowest page's first new answer after its last old one; ignores pages without the title", () => {
    const answers = [
      answer(4000, 1, false),
      answer(5200, 1, false, true),
      answer(5300, 1, true),
      answer(6500, 2, false),
      answer(6600, 2, true, true),
      answer(9000, 0, false), // the home's HTML never shows it
    ]
    const f = rushFigures(o, answers, [], t)
    expect(f.freshEverywhere).toBe(true)
    expect(f.secondsUntilFresh).toBe(1.5)
    expect(f.perPageSeconds).toEqual([
      { name: 'News list', seconds: 0.2 },
      { name: 'Article', seconds: 1.5 },
    ])
    expect(f.rendersInWindow).toBe(2)
  })

  it('reports a page that never showed the edit, and fails its target', () => {
    const f = rushFigures(o, [answer(5200, 1, true), answer(9000, 2, false)], [], t)
    expect(f.freshEverywhere).toBe(false)
    expect(rushChecks(f)[0]!.met).toBe(false)
  })

  it('takes p99 and errors from the edit until fresh (at least a second), failures apart', () => {
    const latencies: Latency[] = [
      { at: 4000, ms: 3000, ok: true }, // before the edit
      ...Array.from({ length: 99 }, (_, i) => ({ at: 5100 + i, ms: 20, ok: true })),
      { at: 5500, ms: 700, ok: true },
      { at: 5600, ms: -1, ok: false }, // refused: an error, no latency
      { at: 7000, ms: 5000, ok: true }, // after the window
    ]
    const f = rushFigures(o, [answer(5200, 1, true), answer(5200, 2, true)], latencies, t)
    expect(f.windowRequests).toBe(101)
    expect(f.windowP99Ms).toBe(20)
    expect(f.windowErrors).toBe(1)
    expect(rushChecks(f).map((c) => c.met)).toEqual([true, true, false])
  })
})

describe('the report', () => {
  it("starts with issue 49's figures beside their targets, the date, commit and CPU index", () => {
    const r = results({ commit: 'abc1234' })
    r.machine.benchmarkIndex = 1400
    r.lighthouse[0] = { ...r.lighthouse[0]!, benchmarkIndex: 1350, cpuSlowdown: [3.2, 3.1, 3.3] }
    const md = renderMarkdown(r)
    expect(md).toContain('## Issue 49: figures beside their targets')
    expect(md).toContain('Date 2026-11-21')
    expect(md).toContain('commit abc1234')
    expect(md).toContain(
      "Host CPU index (Lighthouse's BenchmarkIndex): 1400 at the start, 1350 in the audits",
    )
    expect(md).toContain('| Donation stage p99, 20 donors at once | 900 ms | ≤ 1000 ms | ✅ |')
    expect(md).toContain('3.2×, 3.1×, 3.3×')
  })
})
