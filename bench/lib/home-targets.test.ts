import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './report'
import { results, verdict } from './results-fixture'
import type { BenchResults } from './targets'

describe("the home page's targets (issue 24)", () => {
  const home = (change: Partial<BenchResults['lighthouse'][number]>) => {
    const r = results()
    r.lighthouse[0] = { ...r.lighthouse[0]!, ...change }
    return verdict(r)
  }

  it('holds 97 to every run, not only the median', () => {
    expect(
      home({ performance: 98, runs: [98, 96, 99] })['Lighthouse performance in every run, Home'],
    ).toBe(false)
    expect(
      home({ performance: 98, runs: [97, 98, 99] })['Lighthouse performance in every run, Home'],
    ).toBe(true)
  })

  it('bounds TBT below 150 ms and LCP below 2 s', () => {
    expect(home({ tbtMs: 150 })['Total blocking time, Home']).toBe(false)
    expect(home({ tbtMs: 149 })['Total blocking time, Home']).toBe(true)
    expect(home({ lcpMs: 2000 })['Largest contentful paint, Home']).toBe(false)
    expect(home({ lcpMs: 0 })['Largest contentful paint, Home']).toBe(false)
  })

  it("checks the home's HTML under 60 KB, and only the home's", () => {
    const r = results()
    r.firstLoad = [
      { ...r.firstLoad[0]!, htmlBytes: 61 * 1024 },
      { ...r.firstLoad[0]!, name: 'Home (Arabic)', path: '/ar', htmlBytes: 59 * 1024 },
      { ...r.firstLoad[0]!, name: 'News list', path: '/newEgyptNews', htmlBytes: 90 * 1024 },
    ]
    const v = verdict(r)
    expect(v['HTML before compression, Home']).toBe(false)
    expect(v['HTML before compression, Home (Arabic)']).toBe(true)
    expect(v).not.toHaveProperty('HTML before compression, News list')
    const md = renderMarkdown(r)
    expect(md).toContain('| 61.0 KB ❌ |')
    expect(md).toContain('| 90.0 KB (no target) |')
  })

  it('shows every run beside the median in the report', () => {
    const r = results()
    r.lighthouse[0] = { ...r.lighthouse[0]!, performance: 98, runs: [99, 98, 96] }
    expect(renderMarkdown(r)).toContain('| Home `/` | 98 (runs 99, 98, 96) ❌ |')
  })
})
