/**
 * The slowest tests and files of a whole `npm test` run, every suite together, read from the
 * reports Vitest and Playwright write as JSON (scripts/test.ts prints them at the end), so the
 * next place to save time is named on every run (issue 48).
 */

/** One timed thing: a test or a file, with its suite. */
export interface Timed {
  suite: string
  name: string
  ms: number
}

interface VitestReport {
  testResults?: {
    name: string
    startTime?: number
    endTime?: number
    assertionResults?: { fullName?: string; title: string; duration?: number | null }[]
  }[]
}

interface PlaywrightSuite {
  file?: string
  title?: string
  specs?: {
    title: string
    file: string
    line: number
    tests: { projectName?: string; results: { duration: number }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

const relative = (file: string, root: string) =>
  file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file

/** The tests and files of a Vitest JSON report (`--reporter=json`). */
export function vitestTimings(suite: string, report: VitestReport, root: string) {
  const tests: Timed[] = []
  const files: Timed[] = []
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root)
    if (file.startTime && file.endTime)
      files.push({ suite, name, ms: file.endTime - file.startTime })
    for (const t of file.assertionResults ?? [])
      tests.push({ suite, name: `${name} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0 })
  }
  return { tests, files }
}

/**
 * The tests and files of a Playwright JSON report. A test's time is the sum of its attempts
 * (a retry costs the run too); a file's, the sum of its tests per browser project, as they run
 * one after another on one worker.
 */
export function playwrightTimings(suite: string, report: { suites?: PlaywrightSuite[] }) {
  const tests: Timed[] = []
  const byFile = new Map<string, number>()
  // The report's top suites are the files (titled with the file's name); below them, describes.
  const visit = (s: PlaywrightSuite, titles: string[], isFile = false) => {
    const path = s.title && !isFile ? [...titles, s.title] : titles
    for (const spec of s.specs ?? [])
      for (const t of spec.tests) {
        const ms = t.results.reduce((sum, r) => sum + r.duration, 0)
        const project = t.projectName ? `[${t.projectName}] ` : ''
        const file = `${project}tests/e2e/${spec.file}`
        tests.push({
          suite,
          name: `${file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          ms,
        })
        byFile.set(file, (byFile.get(file) ?? 0) + ms)
      }
    for (const child of s.suites ?? []) visit(child, path)
  }
  for (const s of report.suites ?? []) visit(s, [], true)
  const files = [...byFile].map(([name, ms]) => ({ suite, name, ms }))
  return { tests, files }
}

/** The `count` slowest, slowest first, as lines ready to print. */
export function slowestLines(items: Timed[], count = 15): string[] {
  return [...items]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.suite.padEnd(11)} ${t.name}`)
}
