import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

/**
 * The go-live checklist on the back office's home (issue 45 item 1, decision 0112), as an admin
 * sees it at desktop and phone widths: what only a browser shows, its layout. Which items are
 * red or green for which settings is proven in src/features/backoffice/golive.test.ts and
 * tests/integration/golive-checklist.int.test.ts.
 */
test('an admin sees what is missing before going live, at 1280 and 390 px', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(E2E.admin.email)
  await page.getByLabel('Password').fill(E2E.admin.password)
  await expect(page.getByLabel('Email')).toHaveValue(E2E.admin.email)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  const checklist = page.getByRole('region', { name: 'Before going live' })
  await expect(checklist).toBeVisible()
  // The seeded entities have no registration number yet: receipts are samples.
  const usd = checklist.locator('[data-check="receipts-USD"]')
  await expect(usd).toContainText('To do: Receipt details of the USD legal entity')
  await expect(usd).toContainText('registration or tax number')
  await expect(usd.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    /\/admin\/collections\/legal-entities\/\d+$/,
  )
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    // Nothing wider than the screen: every detail wraps.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0)
    if (process.env.E2E_SCREENSHOTS === '1')
      await checklist.screenshot({ path: testInfo.outputPath(`golive-${width}.png`) })
  }
})
