/**
 * `npm run bench` (issue 10, docs/benchmarks.md): builds and starts the
 * production site on its own embedded database with the demo content, then
 * measures, in this order so each figure is taken on a quiet machine:
 *  1. Lighthouse (mobile) and the first-load bytes of six pages;
 *  2. throughput and latency of pages and JSON endpoints, and of a static
 *     file server serving the same answers saved to disk;
 *  3. the news list and an article uncached against WordPress (decision 0046);
 *  4. the reference deployment: nginx in front of two instances with Redis (decision 0046);
 *  5. the donation flow with 20 donors at once;
 *  6. a rush with a staff edit half-way (issue 49);
 * and the server's peak memory throughout. Lighthouse's CPU slowdown is calibrated to the host
 * (decision 0097). Writes bench/results/latest.md and bench/results/latest.json.
 * `npm run bench -- --only=<part>` runs one part (peer, reference, donations, rush) alone and
 * writes bench/results/<part>.{md,json}.
 */
import { writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { root } from '../scripts/lib/process'
import { startSmtpCatcher } from '../tests/helpers/smtp-catcher'
import { AUDITED_PAGES, BENCH, LOAD_ENDPOINTS } from './lib/config'
import { hostBenchmarkIndex } from './lib/cpu-calibration'
import { measureFirstLoad } from './lib/first-load'
import { auditPage } from './lib/lighthouse'
import { machineYardstickMs } from './lib/yardstick'
import { hammer, startStaticServer, staticUrl } from './lib/load'
import { runPeer } from './lib/peer'
import { runReference } from './lib/reference'
import {
  commit,
  donationPart,
  firstPurposePath,
  partAsked,
  rushPart,
  writePart,
  type Part,
} from './lib/parts'
import { machineSpeedText, peerSection, referenceSection, renderMarkdown } from './lib/report'
import { rushSection } from './lib/report-busy'
import { benchOrigin, sampleMemory, startBenchServer } from './lib/server'
import { checkTargets, type BenchResults, type LoadFigures } from './lib/targets'
import { warmPage } from './lib/warm'

const resultsDir = path.join(root, 'bench/results')
const workDir = path.join(root, BENCH.dataDir)
// The load goes to the loopback address, as for the static server.
const loadOrigin = `http://127.0.0.1:${BENCH.port}`

const step = (text: string) => console.log(`\n▶ ${text}`)

const startedAt = new Date().toISOString()
const loadAverage = os.loadavg()
// Taken before anything of the bench runs: how fast this machine is (bench/lib/yardstick.ts).
const yardstickMs = machineYardstickMs()
const only = partAsked(process.argv)
// Lighthouse's own CPU index of the host, in Chrome, before the site starts (decision 0097).
const benchmarkIndex = await hostBenchmarkIndex(BENCH.chromePath)
const catcher = await startSmtpCatcher(BENCH.smtpPort)
step(
  `Starting the production site on ${benchOrigin} (data in ${BENCH.dataDir}, build in ${BENCH.distDir})`,
)
const server = await startBenchServer()
const memory = sampleMemory(server.process.pid!)

try {
  const purposePath = await firstPurposePath(loadOrigin)
  const pages = AUDITED_PAGES(purposePath)
  step('Warming the caches: each page, and the pictures it asks the optimizer for')
  let pictures = 0
  for (const e of [...LOAD_ENDPOINTS, ...pages]) pictures += await warmPage(loadOrigin, e.path)
  console.log(`  ${pictures} sized pictures in the optimizer's cache`)
  if (only) {
    await partOnly(only, purposePath)
  } else {
    step(`Lighthouse, ${BENCH.lighthouseRuns} runs per page`)
    memory.mark('Lighthouse')
    const lighthouse = []
    for (const page of pages) {
      const figures = await auditPage(
        BENCH.chromePath,
        page,
        benchOrigin,
        BENCH.lighthouseRuns,
        path.join(workDir, 'lighthouse'),
      )
      console.log(
        `  ${page.name}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`,
      )
      lighthouse.push(figures)
    }

    step('First-load JavaScript and CSS')
    memory.mark('First-load bytes')
    const firstLoad = []
    for (const page of pages) firstLoad.push(await measureFirstLoad(benchOrigin, page))

    step(`Load: ${BENCH.load.connections} connections × ${BENCH.load.seconds} s per endpoint`)
    memory.mark('Load, cached pages and JSON')
    const staticServer = await startStaticServer(
      loadOrigin,
      LOAD_ENDPOINTS,
      path.join(workDir, 'static'),
      BENCH.staticPort,
    )
    const load: LoadFigures[] = []
    try {
      for (const e of LOAD_ENDPOINTS) {
        // A short warm-up of both servers first: the first seconds of a route include V8's compiling.
        await hammer(new URL(e.path, loadOrigin).href, 10, 2)
        await hammer(staticUrl(BENCH.staticPort, e), 10, 2)
        const site = await hammer(
          new URL(e.path, loadOrigin).href,
          BENCH.load.connections,
          BENCH.load.seconds,
        )
        const plain = await hammer(
          staticUrl(BENCH.staticPort, e),
          BENCH.load.connections,
          BENCH.load.seconds,
        )
        console.log(
          `  ${e.path}: ${site.requestsPerSecond} req/s, p99 ${site.p99Ms} ms (static ${plain.requestsPerSecond} req/s)`,
        )
        load.push({
          name: e.name,
          path: e.path,
          kind: e.kind,
          ...site,
          staticRequestsPerSecond: plain.requestsPerSecond,
          staticP99Ms: plain.p99Ms,
        })
      }
    } finally {
      await staticServer.close()
    }

    step('Against WordPress, both uncached')
    memory.mark('Uncached renders (WordPress peer)')
    const peer = skipped('peer') ?? (await runPeer(loadOrigin, workDir))
    if (peer.skipped) console.log(`  skipped: ${peer.skipped}`)

    step('The reference deployment: nginx, two instances, Redis')
    memory.mark('Reference deployment (its own instances)')
    const reference = skipped('reference') ?? (await runReference(loadOrigin, workDir))
    if (reference.skipped) console.log(`  skipped: ${reference.skipped}`)

    step(`Donation flow: ${BENCH.donations.donors} donors at once for ${BENCH.donations.seconds} s`)
    memory.mark('Donation flow')
    const donations = await donationPart(loadOrigin, catcher, purposePath)
    console.log(
      `  completed ${donations.completed}, errors ${donations.errors}, rows ${donations.donationRowsInDb}, ` +
        `stage p99 ${donations.stageP99Ms} ms, confirm p99 ${donations.confirmP99Ms} ms`,
    )

    step(`Rush: ${BENCH.rush.connections} connections, a staff edit half-way`)
    memory.mark('Rush with a staff edit')
    const rush = await rushPart(loadOrigin)
    console.log(`  fresh everywhere after ${rush.secondsUntilFresh} s, p99 ${rush.windowP99Ms} ms`)

    const results: BenchResults = {
      startedAt,
      finishedAt: new Date().toISOString(),
      commit: commit(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
        memoryBytes: os.totalmem(),
        node: process.versions.node,
        loadAverage,
        yardstickMs,
        benchmarkIndex,
      },
      settings: {
        connections: BENCH.load.connections,
        seconds: BENCH.load.seconds,
        donors: BENCH.donations.donors,
        donationSeconds: BENCH.donations.seconds,
      },
      load,
      lighthouse,
      firstLoad,
      donations,
      memory: memory.stop(),
      peer,
      reference,
      rush,
    }
    await mkdir(resultsDir, { recursive: true })
    const markdown = renderMarkdown(results)
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(path.join(resultsDir, 'latest.md'), markdown)
    const checks = checkTargets(results)
    console.log(`\n${markdown}`)
    console.log(
      `Targets met: ${checks.filter((c) => c.met).length} of ${checks.length}. ` +
        `Written: bench/results/latest.md and latest.json; Lighthouse reports in ${BENCH.dataDir}/lighthouse/.`,
    )
  }
} finally {
  step('Stopping the site')
  memory.stop()
  await server.stop()
  await catcher.close()
}

/**
 * BENCH_SKIP=peer,reference leaves those parts out of a whole run (minutes of apt, WordPress and
 * extra instances), said so in the report: for a run on a machine shared with other work.
 */
function skipped(part: 'peer' | 'reference') {
  const asked = (process.env.BENCH_SKIP ?? '').split(',').map((p) => p.trim())
  return asked.includes(part)
    ? { skipped: `left out by BENCH_SKIP=${process.env.BENCH_SKIP}`, rows: [] }
    : undefined
}

/** `--only=<part>`: that part alone, in bench/results/<part>.{md,json}. */
async function partOnly(part: Part, purposePath: string) {
  const titles: Record<Part, string> = {
    peer: 'Uncached renders (WordPress peer)',
    reference: 'Reference deployment',
    donations: 'Donation flow',
    rush: 'Rush with a staff edit',
  }
  step(titles[part])
  memory.mark(titles[part])
  const figures =
    part === 'peer'
      ? { peer: await runPeer(loadOrigin, workDir) }
      : part === 'reference'
        ? { reference: await runReference(loadOrigin, workDir) }
        : part === 'donations'
          ? { donations: await donationPart(loadOrigin, catcher, purposePath) }
          : { rush: await rushPart(loadOrigin) }
  // The serving process's peak, before and during the part (the reference runs its own instances).
  const { serverPeakBySteps = [] } = memory.stop()
  const memoryLine = `Next.js server peak resident memory: ${serverPeakBySteps
    .map((s) => `${s.step} ${Math.round(s.serverPeakRssBytes / 1024 ** 2)} MB`)
    .join('; ')}.`
  const sections = [
    memoryLine,
    ...peerSection(figures),
    ...referenceSection(figures),
    ...rushSection('rush' in figures ? figures.rush : undefined),
    ...('donations' in figures
      ? ['## Donation flow', '```json', JSON.stringify(figures.donations, null, 2), '```']
      : []),
  ]
  const machineText =
    `${machineSpeedText(yardstickMs)} Host CPU index (Lighthouse's BenchmarkIndex): ${benchmarkIndex ?? 'not measured'}. ` +
    `Load: ${BENCH.load.connections} connections × ${BENCH.load.seconds} s per page (autocannon).`
  await writePart(part, { startedAt, loadAverage, machineText }, sections, {
    yardstickMs,
    benchmarkIndex,
    serverPeakBySteps,
    ...figures,
  })
}
