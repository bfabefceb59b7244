import type { Page } from '@playwright/test'

/**
 * A screenshot of the whole page for people to look at. Sections drawn only when they near the
 * screen (`.section-later`, decision 0067) are drawn for it: a whole-page picture is taken beyond
 * the screen, where Chromium would leave them blank.
 */
export async function wholePageShot(page: Page, path: string): Promise<void> {
  const drawAll = await page.addStyleTag({
    content: '.section-later { content-visibility: visible !important; }',
  })
  await page.screenshot({ path, fullPage: true })
  await drawAll.evaluate((style) => (style as Element).remove())
}
