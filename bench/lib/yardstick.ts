import { performance } from 'node:perf_hooks'
import { percentile } from './stats'

/**
 * One fixed piece of work of the kind a page render does (small objects, strings, JSON, a sort),
 * timed on this machine. The same commit measured 67 and 97 on the home's Lighthouse score on two
 * machines of the same description (2 × AMD EPYC) whose static servers differed by 1.7×: Lighthouse
 * multiplies the browser's own task times by 4, so a slower host reads as a slower page. This
 * figure in the report says which machine a run was taken on; runs are comparable when it is.
 */
function work(): number {
  const rows = Array.from({ length: 200_000 }, (_, i) => ({
    id: i,
    title: `Article ${i} of the charity's news`,
    tags: [i % 7, i % 11],
  }))
  const text = JSON.stringify(rows)
  const back = JSON.parse(text) as typeof rows
  back.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
  return back.length + text.length
}

/** The median of five timings of `work`, in milliseconds (after one untimed run). */
export function machineYardstickMs(): number {
  work()
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now()
    work()
    return performance.now() - start
  })
  return Math.round(percentile(times, 50))
}
