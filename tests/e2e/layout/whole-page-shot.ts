import type { Locator, Page } from '@playwright/test'

/**
 * Screenshots for people to look at are taken on request only: E2E_SCREENSHOTS=1. No test reads
 * them, and the layout checks' two whole pages per route cost the run about a minute (decision
 * 0092). With the variable set, every spec writes them where it always did.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1'

/** `target.screenshot(options)` when screenshots are wanted; nothing otherwise. */
export async function shotOnRequest(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!screenshotsWanted) return
  if ('goto' in target) await target.screenshot(options)
  else await target.screenshot({ path: options.path })
}

/**
 * A screenshot of the whole page, on request (above). Sections drawn only when they near the
 * screen (`.section-later`, decision 0067) are drawn for it: a whole-page picture is taken beyond
 * the screen, where Chromium would leave them blank.
 */
export async function wholePageShot(page: Page, path: string): Promise<void> {
  if (!screenshotsWanted) return
  const drawAll = await page.addStyleTag({
    content: '.section-later { content-visibility: visible !important; }',
  })
  await page.screenshot({ path, fullPage: true })
  await drawAll.evaluate((style) => (style as Element).remove())
}

/**
 * The page at a desktop and then a phone width (left at the phone width), each screenshot taken on
 * request into E2E_SHOTS_DIR (test-results/shots): the donation's success state (decision 0103).
 */
export async function shootWidths(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await shotOnRequest(page, { path: `${dir}/${name}-${width}.png` })
  }
}
