import {
  checkTargets,
  isHome,
  kb,
  per,
  referenceChecks,
  staticRatio,
  TARGETS,
  type BenchResults,
  type FirstLoadFigures,
  type LighthouseFigures,
} from './targets'
import { BUSY_TARGETS } from './busy-targets'
import { peerChecks } from './peer-checks'
import { cpuIndexText, headlineSection, rushSection } from './report-busy'

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const mark = (met: boolean) => (met ? '✅' : '❌')
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

function table(head: string[], rows: (string | number)[][]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')
}

/**
 * How fast the machine was: the same code scored 30 points lower on a host 1.7× slower, so
 * runs are compared only when these agree (docs/benchmarks.md, "Which machine").
 */
function speedLine(r: BenchResults): string {
  if (r.machine.yardstickMs === undefined) return ''
  return `${machineSpeedText(r.machine.yardstickMs)} `
}

/** The header's sentence on the machine's speed, in the whole report and in a part run alone. */
export const machineSpeedText = (yardstickMs: number) =>
  `Machine speed: the bench's fixed Node.js workload in ${yardstickMs} ms (bench/lib/yardstick.ts; lower is faster).`

/** The Markdown report of one run: every figure next to its target. */
export function renderMarkdown(r: BenchResults): string {
  const checks = checkTargets(r)
  const met = checks.filter((c) => c.met).length
  const d = r.donations
  const sections = [
    `# Benchmark — ${r.startedAt}`,
    `Commit: ${r.commit ?? 'unknown'}. ` +
      `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${mb(r.machine.memoryBytes)} RAM, Node ${r.machine.node}, ` +
      `load average at the start ${r.machine.loadAverage?.map((l) => l.toFixed(2)).join(' / ') ?? 'not recorded'} (1 / 5 / 15 min; above ${r.machine.cpus} the figures are of a busy machine). ` +
      `${speedLine(r)}` +
      `Load: ${r.settings.connections} connections × ${r.settings.seconds} s per endpoint (autocannon). ` +
      `Targets met: **${met} of ${checks.length}**.`,
    ...headlineSection(r),
    '## Throughput and latency',
    table(
      [
        'Endpoint',
        'Path',
        'req/s',
        'median',
        'p99 (target < 100 ms)',
        'non-2xx / errors',
        'static req/s',
        'ratio (target ≥ 0.5)',
      ],
      r.load.map((l) => [
        l.name,
        `\`${l.path}\``,
        l.requestsPerSecond,
        `${l.medianMs} ms`,
        `${l.p99Ms} ms ${mark(l.p99Ms < TARGETS.p99Ms && l.non2xx + l.errors === 0)}`,
        `${l.non2xx} / ${l.errors}`,
        l.staticRequestsPerSecond,
        l.kind === 'page'
          ? `${staticRatio(l).toFixed(2)} ${mark(staticRatio(l) >= TARGETS.staticRatio)}`
          : `${staticRatio(l).toFixed(2)} (no target)`,
      ]),
    ),
    '## Lighthouse (mobile, CPU slowdown calibrated to the host)',
    `${cpuIndexText(r)} Before each run the index is measured in that browser and the slowdown ` +
      "set by Lighthouse's guidance (bench/lib/cpu-calibration.ts, decision 0097).",
    table(
      [
        'Page',
        'Performance (each run ≥ 95; home ≥ 97)',
        'Accessibility (100)',
        'Best practices (100)',
        'SEO (100)',
        'LCP',
        'TBT (< 200 ms)',
        'CLS',
        "Lighthouse's CPU index",
        'CPU slowdown per run',
      ],
      r.lighthouse.map((l) => [
        `${l.name} \`${l.path}\``,
        performanceCell(l),
        `${l.accessibility} ${mark(l.accessibility >= TARGETS.lighthouseOther)}`,
        `${l.bestPractices} ${mark(l.bestPractices >= TARGETS.lighthouseOther)}`,
        `${l.seo} ${mark(l.seo >= TARGETS.lighthouseOther)}`,
        `${l.lcpMs} ms`,
        `${l.tbtMs} ms ${mark(l.tbtMs < BUSY_TARGETS.tbtMs)}`,
        l.cls,
        l.benchmarkIndex ?? '—',
        l.cpuSlowdown?.map((m) => `${m}×`).join(', ') ?? '4× (not calibrated)',
      ]),
    ),
    '## First-load JavaScript and CSS (compressed)',
    table(
      [
        'Page',
        `JavaScript (target ≤ ${kb(TARGETS.firstLoadJsBytes)})`,
        'files',
        'CSS',
        'files',
        'HTML (home < 60 KB)',
      ],
      r.firstLoad.flatMap((f) => [
        [
          `${f.name} \`${f.path}\``,
          `${kb(f.jsBytes)} ${mark(f.jsBytes <= TARGETS.firstLoadJsBytes)}`,
          f.jsFiles,
          kb(f.cssBytes),
          f.cssFiles,
          htmlCell(f),
        ],
        // The web font on a line of its own (issue 17): bytes on the wire, not JavaScript.
        ...(f.fontBytes
          ? [
              [
                `↳ ${f.name}: web font`,
                `${kb(f.fontBytes)} (font, no target)`,
                f.fontFiles ?? 0,
                '—',
                '—',
                '—',
              ],
            ]
          : []),
      ]),
    ),
    '## Donation flow',
    table(
      ['Figure', 'Value'],
      [
        ['Donors at once × seconds', `${d.donors} × ${d.seconds} s`],
        ['Donations attempted', d.attempted],
        ['Completed (confirmed to the donor)', d.completed],
        ['Errors', d.errors],
        [
          'Double-click confirmations refused / accepted',
          `${d.duplicatesRefused} / ${d.duplicatesAccepted}`,
        ],
        ['Donation rows in the database', d.donationRowsInDb],
        [
          'Lost / doubled (target 0)',
          `${d.lost} / ${d.doubled + d.duplicatesAccepted} ${mark(d.lost + d.doubled + d.duplicatesAccepted === 0 && d.completed > 0)}`,
        ],
        ['Stage: median / p99', `${d.stageMedianMs} ms / ${d.stageP99Ms} ms`],
        ['Confirm: median / p99', `${d.confirmMedianMs} ms / ${d.confirmP99Ms} ms`],
      ],
    ),
    ...(d.errorSamples.length
      ? ['Errors seen (first ten):', d.errorSamples.map((e) => `- ${e}`).join('\n')]
      : []),
    '## Memory',
    table(
      ['Process', 'Peak resident memory'],
      [
        [
          `Next.js server (target ≤ ${mb(TARGETS.serverPeakRssBytes)})`,
          `${mb(r.memory.serverPeakRssBytes)} ${mark(r.memory.serverPeakRssBytes > 0 && r.memory.serverPeakRssBytes <= TARGETS.serverPeakRssBytes)}`,
        ],
        ...(r.memory.serverPeakBySteps ?? []).map((s) => [
          `↳ Next.js server during: ${s.step}`,
          mb(s.serverPeakRssBytes),
        ]),
        ['Embedded PostgreSQL (all its processes)', mb(r.memory.postgresPeakRssBytes)],
      ],
    ),
    ...rushSection(r.rush),
    ...peerSection(r),
    ...referenceSection(r),
    '## Targets',
    table(
      ['Figure', 'Measured', 'Target', 'Met'],
      checks.map((c) => [c.what, c.figure, c.target, mark(c.met)]),
    ),
  ]
  return `${sections.join('\n\n')}\n`
}

/** Ours against WordPress, both uncached (decision 0046), or why WordPress was not measured. */
export function peerSection(r: Pick<BenchResults, 'peer'>): string[] {
  if (!r.peer) return []
  const head = '## Against WordPress (both uncached)'
  if (r.peer.skipped) return [head, `WordPress peer skipped: ${r.peer.skipped}.`]
  return [
    head,
    `WordPress ${r.peer.wordpressVersion} (Debian, php-fpm with ${r.peer.phpWorkers} workers and OPcache, MariaDB, nginx; no page cache plugin) ` +
      `against this site rendering each request (Next's draft-mode bypass: no full-route or data cache). ` +
      'Figures, not targets (issue 49): on 2 cores both sides are bound by CPU time per page, and a ' +
      'React server render of a Payload page costs more of it than a PHP template; visitors get ' +
      'cached pages (above), docs/benchmarks.md.',
    table(
      [
        'Page',
        'ours req/s',
        'ours p99',
        'failed: ours / WordPress',
        'WordPress req/s',
        'WordPress p99',
        'ratio (figure; was ≥ 3)',
        'p99 lower (figure)',
      ],
      r.peer.rows.map((p) => {
        const [ratio, p99] = peerChecks(p)
        return [
          `${p.name} \`${p.oursPath}\` / \`${p.wordpressPath}\``,
          p.ours.requestsPerSecond,
          `${p.ours.p99Ms} ms`,
          `${p.ours.non2xx + p.ours.errors} / ${p.wordpress.non2xx + p.wordpress.errors}`,
          p.wordpress.requestsPerSecond,
          `${p.wordpress.p99Ms} ms`,
          ratio!.figure,
          p99!.met ? 'yes' : 'no',
        ]
      }),
    ),
  ]
}

/** The reference deployment (decision 0046): req/s of each way of serving, and the ratios. */
export function referenceSection(r: Pick<BenchResults, 'reference'>): string[] {
  if (!r.reference) return []
  const head = '## The reference deployment (README, Production)'
  if (r.reference.skipped && !r.reference.rows.length) {
    return [head, `Reference deployment skipped: ${r.reference.skipped}.`]
  }
  const rps = (l: { requestsPerSecond: number; p99Ms: number }) =>
    `${l.requestsPerSecond} (p99 ${l.p99Ms} ms)`
  return [
    head,
    'req/s of each page: nginx serving the saved page as a file; two instances behind nginx with ' +
      "proxy_cache honouring s-maxage; the same two without a proxy cache (README's sample); one " +
      "instance behind nginx; one instance alone. Every instance shares Redis and the bench's database.",
    table(
      [
        'Page',
        'nginx static',
        '2 + proxy cache',
        '2 behind nginx',
        '1 behind nginx',
        '1 alone',
        '2 + cache ÷ static (≥ 0.9)',
        '1 alone ÷ static (≥ 0.4)',
        '2 ÷ 1 (no target)',
      ],
      r.reference.rows.map((row) => {
        const [reference, alone] = referenceChecks(row)
        return [
          `${row.name} \`${row.path}\``,
          rps(row.nginxStatic),
          rps(row.twoCached),
          rps(row.two),
          rps(row.one),
          rps(row.alone),
          `${reference!.figure} ${mark(reference!.met)}`,
          `${alone!.figure} ${mark(alone!.met)}`,
          per(row.two, row.one).toFixed(2),
        ]
      }),
    ),
    ...(r.reference.skipped ? [`Stopped early: ${r.reference.skipped}.`] : []),
  ]
}

/** The median run's score; every run's beside it, and the home's stricter every-run target. */
function performanceCell(l: LighthouseFigures): string {
  const runs = l.runs && l.runs.length > 1 ? ` (runs ${l.runs.join(', ')})` : ''
  const worst = Math.min(...(l.runs?.length ? l.runs : [l.performance]))
  const met = isHome(l)
    ? worst >= TARGETS.homePerformanceEveryRun
    : worst >= BUSY_TARGETS.performanceEveryRun
  return `${l.performance}${runs} ${mark(met)}`
}

function htmlCell(f: FirstLoadFigures): string {
  if (f.htmlBytes === undefined) return '—'
  return isHome(f)
    ? `${kb(f.htmlBytes)} ${mark(f.htmlBytes < TARGETS.homeHtmlBytes)}`
    : `${kb(f.htmlBytes)} (no target)`
}
