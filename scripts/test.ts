/**
 * `npm test`: every check of the project, in order, stopping at the first failure:
 *  1. types, lint and formatting (prettier --check);  2. unit tests;  3. integration tests on a PostgreSQL server
 *     (an embedded one started for the run, or DATABASE_URL's), each file on a database of its own reached through
 *     DATABASE_URL, while the e2e server's database is seeded and its production build made beside them
 *     (`scripts/start.ts --prepare-only`, decision 0116);  4. end-to-end tests in Chromium against that build;
 *     5. the e2e server's whole log
 *     searched for the secrets the run used (scripts/check-e2e-log.ts);  6. the topology test: two production
 *     instances of that build behind nginx, with Redis, on one PostgreSQL server (tests/topology).
 * `npm run test:quick` (--quick): steps 1 and 2 only, the inner loop of a change (ESLint and Prettier read only the
 * files changed since their caches were written).
 * Ends with the slowest 15 tests and 15 files of the run, every suite together (scripts/lib/slowest.ts), and one
 * line counting every test that passed and failed.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bin, root, run } from './lib/process'
import { playwrightTimings, slowestLines, vitestTimings, type Timed } from './lib/slowest'
import { missingPrograms } from '../tests/topology/cluster'
import { testBrowserPath } from './lib/test-browser'
import { prepareE2eServer } from './lib/e2e-prepare'

const results = path.join(tmpdir(), `charity-test-results-${process.pid}`)
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
const timed: { tests: Timed[]; files: Timed[] } = { tests: [], files: [] }
const addTimings = (t: typeof timed) => {
  timed.tests.push(...t.tests)
  timed.files.push(...t.files)
}

/** Adds a Vitest JSON report to the totals and timings; the number of failed tests and files. */
function countVitest(file: string, project: string): number {
  if (!existsSync(file)) return 0
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numFailedTestSuites?: number
  } & Parameters<typeof vitestTimings>[1]
  addTimings(vitestTimings(project, r, root))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
  totals.skipped += r.numPendingTests
  return r.numFailedTests + (r.numFailedTestSuites ?? 0)
}
function countPlaywright(file: string) {
  if (!existsSync(file)) return
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  } & Parameters<typeof playwrightTimings>[1]
  addTimings(playwrightTimings('e2e', r))
  totals.passed += r.stats.expected + r.stats.flaky
  totals.flaky += r.stats.flaky
  totals.failed += r.stats.unexpected
  totals.skipped += r.stats.skipped
}
const summary = () => {
  if (timed.tests.length > 0) {
    console.log(`\nThe slowest 15 tests of the run:\n${slowestLines(timed.tests).join('\n')}`)
    console.log(`\nThe slowest 15 files:\n${slowestLines(timed.files).join('\n')}`)
  }
  console.log(
    `\nAll suites: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
      ` (${totals.flaky} passed only on a retry)`,
  )
}

async function step(title: string, fn: () => Promise<void>) {
  console.log(`\n━━ ${title}`)
  const started = Date.now()
  await fn()
  console.log(`━━ ${title}: done in ${Math.round((Date.now() - started) / 1000)} s`)
}

const vitest = (project: string, out: string, env: NodeJS.ProcessEnv = process.env) =>
  run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  ).then(
    // The report decides, not only the exit code: a dependency once turned Vitest's failing
    // exit code into 0 (async-exit-hook, see src/lib/db/embedded-postgres.ts).
    () => {
      if (countVitest(out, project) > 0)
        throw new Error(`vitest --project ${project}: tests failed`)
    },
    (error: unknown) => {
      countVitest(out, project)
      throw error
    },
  )

/** ESLint's and Prettier's caches (node_modules/.cache, ignored by git): only changed files are read again. */
const LINT = ['.', '--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location']
const LINT_CACHE = 'node_modules/.cache/eslint/'
const FORMAT = ['--check', '.', '--cache', '--cache-strategy', 'content']

/** Stops the e2e server's preparation when the run ends before it did (an earlier step failed). */
let stopPreparing: () => void = () => undefined

/** Steps 3 to 6: integration, end to end, the server log, the topology. */
async function slowSteps() {
  const prepared = prepareE2eServer()
  stopPreparing = prepared.stop
  // Once, not twice: every file already reaches its own database through DATABASE_URL
  // (tests/helpers/test-payload.ts), so a second run on a server started by hand repeated the
  // same code path for 7 minutes of CI (decision 0073).
  await step('Integration tests (PostgreSQL)', () => vitest('integration', `${results}-int.json`))
  await step('End-to-end tests (Chromium, production build)', async () => {
    const failed = await prepared.done
    if (failed) throw failed
    if (!existsSync(chrome)) {
      throw new Error(
        `Chromium was not found at ${chrome}. Install it with: apt-get install -y chromium-headless-shell (or set CHROME_PATH).`,
      )
    }
    const out = `${results}-e2e.json`
    await run(bin('playwright'), ['test', '--reporter=list,json'], {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    }).finally(() => countPlaywright(out))
  })
  // The whole e2e server's output, searched for the cards, codes, passwords and IDs the run used.
  await step('No secret in the end-to-end server log', () =>
    run(bin('tsx'), ['scripts/check-e2e-log.ts'], process.env).then(
      () => void totals.passed++,
      (error: unknown) => {
        totals.failed++
        throw error
      },
    ),
  )
  // Two production instances, Redis and nginx on one PostgreSQL (tests/topology, issue 18).
  await step('Topology: two instances behind nginx, Redis, one PostgreSQL', async () => {
    const missing = missingPrograms()
    if (missing.length > 0) {
      const message =
        `The topology step needs ${missing.join(' and ')} from Debian's packages: ` +
        `apt-get install -y ${missing.join(' ')} (.ci/run installs them).`
      if (process.env.CI) throw new Error(message)
      console.log(`SKIPPED: ${message}`)
      totals.skipped++
      return
    }
    await vitest('topology', `${results}-topology.json`)
  })
}

const quick = process.argv.includes('--quick')
const chrome = testBrowserPath()
try {
  await step('Types, lint and formatting', async () => {
    // Side by side: tsc and ESLint each keep one core busy for most of a minute on a fresh clone.
    // Every one runs to its end, so one failure does not hide another's.
    const checks = await Promise.allSettled([
      run(bin('tsc'), ['--noEmit'], process.env),
      run(bin('eslint'), [...LINT, LINT_CACHE], process.env),
      run(bin('prettier'), FORMAT, process.env),
      // Unused files, exports and dependencies (knip.config.ts, decision 0095); left out of the
      // quick loop, which it would take past a minute.
      ...(quick ? [] : [run(bin('knip'), [], process.env)]),
    ])
    const failed = checks.find((c) => c.status === 'rejected')
    if (failed) throw failed.reason
  })
  await step('Unit tests', () => vitest('unit', `${results}-unit.json`))
  if (!quick) await slowSteps()
  summary()
} catch (error) {
  summary()
  console.error(`\n${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  stopPreparing()
  for (const f of ['unit', 'int', 'e2e', 'topology'])
    rmSync(`${results}-${f}.json`, { force: true })
}
