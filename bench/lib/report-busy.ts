import {
  BUSY_TARGETS,
  calibratedLighthouseChecks,
  donationLatencyChecks,
  rushChecks,
  type RushFigures,
} from './busy-targets'
import type { BenchResults, TargetCheck } from './targets'

const mark = (met: boolean) => (met ? '✅' : '❌')
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')

/** The host's CPU as Lighthouse measures it: at the start, and the audits' median. */
export function cpuIndexText(r: Pick<BenchResults, 'machine' | 'lighthouse'>): string {
  const audits = r.lighthouse.flatMap((l) => (l.benchmarkIndex ? [l.benchmarkIndex] : []))
  const sorted = [...audits].sort((a, b) => a - b)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  const start = r.machine.benchmarkIndex
  return (
    `Host CPU index (Lighthouse's BenchmarkIndex): ${start ?? 'not measured'} at the start` +
    (median ? `, ${median} in the audits (median; ${sorted[0]}–${sorted.at(-1)})` : '') +
    '; about 1533 is the high-end desktop for which Lighthouse’s default 4× slowdown was made.'
  )
}

/**
 * Issue 49's figures first, each beside its target, with the date, the commit and the host's CPU
 * index: the few lines a reader compares between runs.
 */
export function headlineSection(r: BenchResults): string[] {
  const checks: TargetCheck[] = [
    ...r.lighthouse.flatMap(calibratedLighthouseChecks),
    ...donationLatencyChecks(r.donations),
    {
      what: 'Donations lost / doubled',
      figure: `${r.donations.lost} / ${r.donations.doubled + r.donations.duplicatesAccepted}`,
      target: '0 / 0',
      met:
        r.donations.completed > 0 &&
        r.donations.lost + r.donations.doubled + r.donations.duplicatesAccepted === 0,
    },
    ...(r.rush ? rushChecks(r.rush) : []),
  ]
  return [
    '## Issue 49: figures beside their targets',
    `Date ${r.startedAt.slice(0, 10)} (${r.startedAt}), commit ${r.commit ?? 'unknown'}. ${cpuIndexText(r)}`,
    table(
      ['Figure', 'Measured', 'Target', 'Met'],
      checks.map((c) => [c.what, c.figure, c.target, mark(c.met)]),
    ),
  ]
}

/** The rush with a staff edit in the middle (bench/lib/rush.ts). */
export function rushSection(rush: RushFigures | undefined): string[] {
  if (!rush) return []
  return [
    '## A staff edit during a rush',
    `${rush.connections} connections on the home, the news list and an article for ${rush.seconds} s; ` +
      `half-way a staff member retitles the article (REST, as the back office does; it took ${rush.editMs} ms), ` +
      'which expires every page. Measured on the answers the load received.',
    table(
      ['Figure', 'Value', 'Target'],
      [
        [
          'Seconds until every page shows the edit',
          rush.freshEverywhere ? `${rush.secondsUntilFresh} s` : 'never',
          `≤ ${BUSY_TARGETS.rushFreshSeconds} s`,
        ],
        ...rush.perPageSeconds.map((p) => [
          `↳ ${p.name}`,
          p.seconds === null ? 'never' : `${p.seconds} s`,
          '—',
        ]),
        ['Answers from the edit until fresh', rush.windowRequests, '—'],
        ['p99 in those seconds', `${rush.windowP99Ms} ms`, `< ${BUSY_TARGETS.rushP99Ms} ms`],
        ['Errors in those seconds', rush.windowErrors, '0'],
        [
          'Renders in those seconds / in the rush',
          `${rush.rendersInWindow} / ${rush.renders}`,
          '—',
        ],
        [
          'Whole rush: answers, p99, errors',
          `${rush.requests}, ${rush.overallP99Ms} ms, ${rush.errors}`,
          '—',
        ],
      ],
    ),
  ]
}
