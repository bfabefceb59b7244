/** A bench run's results for the tests of the targets and the report: change what a test needs. */
import { checkTargets, type BenchResults } from './targets'

export function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2026-11-21T00:00:00.000Z',
    finishedAt: '2026-11-21T00:10:00.000Z',
    machine: { cpus: 2, cpuModel: 'Test CPU', memoryBytes: 8 * 1024 ** 3, node: '20.0.0' },
    settings: { connections: 50, seconds: 10, donors: 20, donationSeconds: 10 },
    load: [
      {
        name: 'Home',
        path: '/',
        kind: 'page',
        requestsPerSecond: 600,
        medianMs: 40,
        p99Ms: 90,
        non2xx: 0,
        errors: 0,
        staticRequestsPerSecond: 1000,
        staticP99Ms: 20,
      },
      {
        name: 'News JSON',
        path: '/api/content/news?page=1',
        kind: 'json',
        requestsPerSecond: 300,
        medianMs: 80,
        p99Ms: 150,
        non2xx: 0,
        errors: 0,
        staticRequestsPerSecond: 5000,
        staticP99Ms: 10,
      },
    ],
    lighthouse: [
      {
        name: 'Home',
        path: '/',
        performance: 96,
        accessibility: 100,
        bestPractices: 100,
        seo: 92,
        lcpMs: 1800,
        tbtMs: 100,
        cls: 0,
      },
    ],
    firstLoad: [
      {
        name: 'Home',
        path: '/',
        jsBytes: 160 * 1024,
        cssBytes: 10 * 1024,
        jsFiles: 9,
        cssFiles: 2,
      },
    ],
    donations: {
      donors: 20,
      seconds: 10,
      attempted: 100,
      completed: 100,
      errors: 0,
      duplicatesRefused: 100,
      duplicatesAccepted: 0,
      donationRowsInDb: 100,
      lost: 0,
      doubled: 0,
      stageMedianMs: 500,
      stageP99Ms: 900,
      confirmMedianMs: 600,
      confirmP99Ms: 1000,
      errorSamples: [],
    },
    memory: { serverPeakRssBytes: 500 * 1024 ** 2, postgresPeakRssBytes: 200 * 1024 ** 2 },
    ...overrides,
  }
}

export const verdict = (r: BenchResults) =>
  Object.fromEntries(checkTargets(r).map((c) => [c.what, c.met]))
