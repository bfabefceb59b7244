/**
 * Ours against WordPress, both uncached (decision 0046): the ratio and p99 marks of the report.
 * Since issue 49 a figure beside its old bound, not a target: an uncached render costs a
 * Next.js + Payload server more CPU per page than PHP (docs/benchmarks.md).
 */
import { TARGETS, type BenchResults, type TargetCheck } from './targets'

/** Throughput ratio and p99 against WordPress for one page (both uncached). */
export function peerChecks(p: NonNullable<BenchResults['peer']>['rows'][number]): TargetCheck[] {
  const ratio =
    p.wordpress.requestsPerSecond > 0 ? p.ours.requestsPerSecond / p.wordpress.requestsPerSecond : 0
  return [
    {
      what: `Throughput ÷ WordPress, ${p.name} (uncached)`,
      figure: ratio.toFixed(1),
      target: `≥ ${TARGETS.peerRatio}`,
      met: ratio >= TARGETS.peerRatio && p.ours.non2xx + p.ours.errors === 0,
    },
    {
      what: `p99 against WordPress, ${p.name} (uncached)`,
      figure: `${p.ours.p99Ms} ms vs ${p.wordpress.p99Ms} ms`,
      target: 'lower',
      // Without answers there is no latency to compare: timeouts are not a low p99.
      met:
        p.ours.p99Ms < p.wordpress.p99Ms &&
        p.ours.requestsPerSecond > 0 &&
        p.ours.non2xx + p.ours.errors === 0,
    },
  ]
}
