import type { Page } from '@playwright/test'
import type { SiteRoute } from '../../../src/lib/routes'
import { expect } from '../fixtures'

/**
 * A screen of the route table, just loaded at `path`: it answers at its own path with a heading,
 * the one title pattern (issue 16), its description and its language. Checked by the layout
 * check in the same load as the layout (once routes.spec.ts loaded every page again for it).
 */
export async function expectScreen(page: Page, route: SiteRoute, path: string): Promise<void> {
  expect(new URL(page.url()).pathname, 'the screen answers at its own path').toBe(path)
  await expect(page.locator('h1').first()).toBeVisible()
  // One title pattern everywhere (issue 16): '<page title> | New Egypt Foundation', the home alone bare.
  const title = await page.title()
  if (route.path === '/') expect(title).toBe('New Egypt Foundation')
  else {
    expect(title).toMatch(/^\S.* \| New Egypt Foundation$/)
    expect(title, 'no second site name').not.toMatch(/[|–-] New Egypt\b.* \| New Egypt Foundation$/)
  }
  const description = page.locator('meta[name="description"]')
  await expect(description).toHaveAttribute('content', /.{20,}/)
  if (!route.sample) await expect(description).toHaveAttribute('content', route.description)
  if (route.lang === 'ar') {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  } else {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
}
