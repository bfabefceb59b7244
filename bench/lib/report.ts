import { checkTargets, kb, staticRatio, TARGETS, type BenchResults } from './targets'

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const mark = (met: boolean) => (met ? '✅' : '❌')
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

function table(head: string[], rows: (string | number)[][]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')
}

/** The Markdown report of one run: every figure next to its target. */
export function renderMarkdown(r: BenchResults): string {
  const checks = checkTargets(r)
  const met = checks.filter((c) => c.met).length
  const d = r.donations
  const sections = [
    `# Benchmark — ${r.startedAt}`,
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${mb(r.machine.memoryBytes)} RAM, Node ${r.machine.node}. ` +
      `Load: ${r.settings.connections} connections × ${r.settings.seconds} s per endpoint (autocannon). ` +
      `Targets met: **${met} of ${checks.length}**.`,
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
    '## Lighthouse (mobile)',
    table(
      [
        'Page',
        'Performance (≥ 95)',
        'Accessibility (100)',
        'Best practices (100)',
        'SEO (100)',
        'LCP',
        'TBT',
        'CLS',
      ],
      r.lighthouse.map((l) => [
        `${l.name} \`${l.path}\``,
        `${l.performance} ${mark(l.performance >= TARGETS.lighthousePerformance)}`,
        `${l.accessibility} ${mark(l.accessibility >= TARGETS.lighthouseOther)}`,
        `${l.bestPractices} ${mark(l.bestPractices >= TARGETS.lighthouseOther)}`,
        `${l.seo} ${mark(l.seo >= TARGETS.lighthouseOther)}`,
        `${l.lcpMs} ms`,
        `${l.tbtMs} ms`,
        l.cls,
      ]),
    ),
    '## First-load JavaScript and CSS (compressed)',
    table(
      ['Page', 'JavaScript (target < 150 KB)', 'files', 'CSS', 'files'],
      r.firstLoad.map((f) => [
        `${f.name} \`${f.path}\``,
        `${kb(f.jsBytes)} ${mark(f.jsBytes < TARGETS.firstLoadJsBytes)}`,
        f.jsFiles,
        kb(f.cssBytes),
        f.cssFiles,
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
        ['Embedded PostgreSQL (all its processes)', mb(r.memory.postgresPeakRssBytes)],
      ],
    ),
    '## Targets',
    table(
      ['Figure', 'Measured', 'Target', 'Met'],
      checks.map((c) => [c.what, c.figure, c.target, mark(c.met)]),
    ),
  ]
  return `${sections.join('\n\n')}\n`
}
