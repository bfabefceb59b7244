import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { siteRoutes, type SiteRoute } from '../../src/lib/routes'
import { E2E } from '../helpers/e2e-env'
import { auditOnce, expect, injectAxe, test as base } from './fixtures'
import { cancelLinkPath, newsletterLinkPaths, voteLinkPath } from './layout/dynamic-pages'
import { probeFabCover, probeLayout, settlePage, type LayoutFindings } from './layout/probe'
import { expectScreen } from './layout/route-screen'
import { resolveSample } from './route-samples'
import { screenshotsWanted, wholePageShot } from './layout/whole-page-shot'

/**
 * Every screen of the route table in one load (decision 0092): the screen itself (its path,
 * heading, title, description and language: layout/route-screen.ts) and its axe audit, then
 * the layout check (issue 14): every page of the route table, the Arabic
 * screens in their own right-to-left direction, and the pages reached through
 * a link of ours, at 320 px (reflow), a phone, a tablet and a desktop width. It
 * fails on a document wider than the viewport, an element cut off by the
 * viewport's edge, a broken or stretched image, a tap target under 24 × 24 CSS
 * px (WCAG 2.2, 2.5.8, with its spacing and inline exceptions, as axe-core
 * checks them), and the fixed 'Make A Donation' button covering a form control
 * scrolled to the bottom of the screen. With E2E_SCREENSHOTS=1 it writes a screenshot of each
 * page at 390 and 1280 px into test-results/<port>/screens/ for people to look at.
 *
 * One page per worker, loaded once and resized through the widths: a browser
 * per page and width would cost minutes.
 */

// 320 px: the narrowest phone and 400% zoom of a 1280 px window (WCAG 1.4.10, reflow); it took
// the place of 360, which it covers, so the run takes no longer.
const WIDTHS = [
  { width: 320, height: 780 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const
const SCREENSHOT_WIDTHS = new Set([390, 1280])
const FAB = '[data-testid="donate-fab"]'

const test = base.extend<object, { layoutPage: Page }>({
  layoutPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: E2E.baseURL,
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 800 },
      })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})
test.describe.configure({ mode: 'parallel' })

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

/** Targets under 24 × 24 CSS px that the spacing and inline exceptions do not excuse (axe). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Result = { violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } })
      .axe
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['target-size'] },
      resultTypes: ['violations'],
    })
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').pop()}`),
    )
  })
}

function expectFits(found: LayoutFindings, where: string) {
  expect
    .soft(
      found.documentWidth,
      `${where}: the document is no wider than the viewport (furthest out: ${found.widest.join('; ')})`,
    )
    .toBeLessThanOrEqual(found.viewport)
  expect.soft(found.cutOff, `${where}: elements cut off by the viewport edge`).toEqual([])
}

const shotName = (path: string, dir: string) =>
  `${
    path
      .split('?')[0]!
      .replace(/^\//, '')
      .replace(/[^\w-]+/g, '_') || 'home'
  }${dir === 'rtl' ? '.rtl' : ''}`

/**
 * Loads `path` once, then checks it at every width; `dir` is the direction it must have. A
 * screen of the route table is checked as such first, and audited, as it loaded.
 */
async function checkPage(
  page: Page,
  testInfo: TestInfo,
  target: { path: string; dir: 'ltr' | 'rtl'; status?: number; shot?: string; route?: SiteRoute },
) {
  const response = await page.goto(target.path)
  expect(response?.status(), `${target.path} answers`).toBe(target.status ?? 200)
  if (target.route) {
    await expectScreen(page, target.route, target.path)
    await auditOnce(page, testInfo.project.outputDir)
  }
  const direction = await page.evaluate(() => getComputedStyle(document.documentElement).direction)
  expect(direction, `${target.path} reads ${target.dir}`).toBe(target.dir)
  await page.evaluate(settlePage)
  await injectAxe(page)
  for (const size of WIDTHS) {
    const where = `${target.path} at ${size.width} px`
    await page.setViewportSize(size)
    await nextFrames(page)
    const found = await page.evaluate(probeLayout)
    expectFits(found, where)
    expect.soft(found.brokenImages, `${where}: images that did not load`).toEqual([])
    expect.soft(found.stretchedImages, `${where}: stretched images`).toEqual([])
    expect.soft(await smallTargets(page), `${where}: tap targets under 24 × 24 px`).toEqual([])
    const covered = await page.evaluate(probeFabCover, FAB)
    expect.soft(covered, `${where}: form controls under 'Make A Donation'`).toEqual([])
    if (screenshotsWanted && SCREENSHOT_WIDTHS.has(size.width)) {
      await nextFrames(page)
      const file = `${target.shot ?? shotName(target.path, target.dir)}-${size.width}.png`
      await wholePageShot(page, path.join(testInfo.project.outputDir, 'screens', file))
    }
  }
}

test.describe('layout at 320, 390, 768 and 1280 px', () => {
  for (const route of siteRoutes as readonly SiteRoute[]) {
    test(`${route.path} answers with its screen`, async ({ layoutPage, request }, testInfo) => {
      const path = await resolveSample(route, request)
      await checkPage(layoutPage, testInfo, {
        path,
        dir: route.lang === 'ar' ? 'rtl' : 'ltr',
        route,
      })
    })
  }

  test('the 404 page', async ({ layoutPage }, testInfo) => {
    await checkPage(layoutPage, testInfo, {
      path: '/newEgyptNews/no-such-article',
      dir: 'ltr',
      status: 404,
      shot: '404',
    })
  })

  test('the vote form opened with a real link', async ({ layoutPage, request }, testInfo) => {
    const path = await voteLinkPath(request)
    await checkPage(layoutPage, testInfo, { path, dir: 'ltr', shot: 'voteForm-link' })
  })

  test('the recurring-cancel page, of a real plan and of a forged link', async ({
    layoutPage,
    request,
  }, testInfo) => {
    const path = await cancelLinkPath(request)
    await checkPage(layoutPage, testInfo, { path, dir: 'ltr', shot: 'donations_cancel-plan' })
    await checkPage(layoutPage, testInfo, { path: '/donations/cancel', dir: 'ltr' })
    // The Arabic mails' link (decision 0044).
    await checkPage(layoutPage, testInfo, {
      path: `/ar${path}`,
      dir: 'rtl',
      shot: 'ar_donations_cancel-plan',
    })
  })

  // A reference in the address bar is no longer shown (decision 0128): this lays out the page a
  // forged link gets; the kiosk state itself is laid out and kept in paymob.spec.ts's screenshots.
  test('the Paymob return page of a link that names a reference of its own, in both languages', async ({
    layoutPage,
  }, testInfo) => {
    const path = '/donations/payment?state=pending&reference=41234567'
    await checkPage(layoutPage, testInfo, { path, dir: 'ltr', shot: 'donations_payment-kiosk' })
    await checkPage(layoutPage, testInfo, {
      path: `/ar${path}`,
      dir: 'rtl',
      shot: 'ar_donations_payment-kiosk',
    })
  })

  // Its Stripe-mode states (the plan, the button) are proven in stripe-golive.int.test.ts; this
  // suite runs the sandbox, where every link of it is refused.
  test('the plan authentication page of a forged link, in both languages', async ({
    layoutPage,
  }, testInfo) => {
    const path = '/donor/authenticate?plan=1&expires=1&token=forged'
    await checkPage(layoutPage, testInfo, { path, dir: 'ltr', shot: 'donor_authenticate' })
    await checkPage(layoutPage, testInfo, { path: `/ar${path}`, dir: 'rtl' })
    await expect(layoutPage.getByText('هذا الرابط غير صالح أو انتهت صلاحيته')).toBeVisible()
  })

  test('the donate-button probe finds the button on an Arabic case screen and reports a control under it', async ({
    layoutPage: page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/caseSearchForm')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await page.evaluate(probeFabCover, FAB)).toEqual([])
    // The old selector (the English label) finds nothing there, and says so.
    const english = 'aside[aria-label="Quick actions"] > button'
    expect(await page.evaluate(probeFabCover, english)).toEqual([
      `no donate button matches ${english}`,
    ])
    // A control where the button sits is reported.
    await page.evaluate((selector) => {
      const b = document.querySelector(selector)!.getBoundingClientRect()
      const input = document.createElement('input')
      input.setAttribute('aria-label', 'probe target')
      Object.assign(input.style, {
        position: 'fixed',
        left: `${b.left}px`,
        top: `${b.top}px`,
        width: `${b.width}px`,
        height: `${b.height}px`,
      })
      document.body.append(input)
    }, FAB)
    expect(await page.evaluate(probeFabCover, FAB)).toEqual(['input "probe target"'])
  })

  test('the newsletter confirmation and unsubscribe pages', async ({
    layoutPage,
    request,
  }, testInfo) => {
    for (const path of await newsletterLinkPaths(request)) {
      await checkPage(layoutPage, testInfo, { path, dir: 'ltr' })
    }
  })
})
