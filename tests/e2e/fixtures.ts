import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
let axeSource: string | undefined

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * Puts axe-core in the page, evaluated through the DevTools protocol rather than added as a
 * <script>: the pages' script policy (decision 0025) refuses inline scripts it did not send.
 */
export async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFileSync(axePath, 'utf8')
  await page.evaluate(axeSource)
}

/** Runs axe-core on the page as it is now; returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

export async function expectAccessible(page: Page) {
  const found = await seriousViolations(page)
  expect(
    found.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([])
}

/**
 * Claims the audit of `url` for this run: true once per address across all workers. A marker file
 * per address in the run's output folder (which Playwright empties when a run starts): with a
 * set per worker, each of the two workers audited the pages both visited, a page load and an axe
 * run each time over (decision 0073; its saving was not measured apart from the others').
 */
function claimAudit(outputDir: string, url: string): boolean {
  const dir = path.join(outputDir, 'audited')
  mkdirSync(dir, { recursive: true })
  const name = createHash('sha256').update(url).digest('hex').slice(0, 32)
  try {
    writeFileSync(path.join(dir, name), url, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * The audit of the page as it is now (just loaded), once per address in the run, as the watched
 * `page` below does it at a test's end: for a page of a context of the test's own (layout.spec.ts).
 */
export async function auditOnce(page: Page, outputDir: string): Promise<void> {
  const url = new URL(page.url())
  if (claimAudit(outputDir, `${url.origin}${url.pathname}${url.search}`))
    await expectAccessible(page)
}

/**
 * Every test's `page` is watched: each page of the site it visits is audited
 * with axe when the test ends (in a fresh tab, in its initial state), once per address in
 * the run, and a serious or critical violation fails the test. Back-office pages are Payload's.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, context }, use, testInfo) => {
    const visited = new Set<string>()
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      const url = new URL(frame.url())
      if (
        url.protocol.startsWith('http') &&
        !url.pathname.startsWith('/admin') &&
        !url.pathname.startsWith('/api/')
      ) {
        visited.add(`${url.origin}${url.pathname}${url.search}`)
      }
    })
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) return
    for (const url of visited) {
      if (!claimAudit(testInfo.project.outputDir, url)) continue
      const tab = await context.newPage()
      try {
        const response = await tab.goto(url)
        if (response && response.ok()) await expectAccessible(tab)
      } finally {
        await tab.close()
      }
    }
  },
})

export { expect }
