import type { Browser, Locator, Page } from '@playwright/test'
import pg from 'pg'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import * as seed from '../helpers/backoffice-seed'
import { E2E } from '../helpers/e2e-env'
import { uniqueTag } from './form-helpers'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'
import { screenshotsWanted } from './layout/whole-page-shot'

/**
 * The treasurer's money panels in each gift's own currency (decision 0119), in the browser, in
 * English and in Arabic: the refund panel of a gift in Egyptian pounds names pounds (EGP /
 * «ج.م») in its amount's label and refuses more than is left in pounds; the reconciliation shows
 * the card gateway and Paymob apart, one line per currency. The rules behind them are proven in
 * tests/integration/donor/refund.int.test.ts and tests/integration/donations/reconcile.int.test.ts;
 * this shows what only a browser shows. With E2E_SCREENSHOTS=1 both panels are kept at 390 and
 * 1280 px in both languages (E2E_SHOTS_DIR).
 */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'
const donor = `Pounds Donor ${uniqueTag()}`
let egpDonation = 0

/** A gift of EGP 1,250.50 recorded from Paymob, and one in dollars the sandbox has no charge for. */
async function seedGifts() {
  const pool = new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 1 })
  try {
    const { rows } = await pool.query<{ country: number; state: number; city: number }>(
      `SELECT (SELECT min(id) FROM countries) AS country, (SELECT min(id) FROM states) AS state,
              (SELECT min(id) FROM cities) AS city`,
    )
    const refs = { ...rows[0]!, purpose: 0 }
    const paidAt = new Date().toISOString()
    await seed.insertDonation(pool, refs, { donor, paidAt, net: 1250.5 })
    await seed.insertDonation(pool, refs, { donor: `${donor} (USD)`, paidAt, net: 40 })
    const made = await pool.query<{ id: number }>(
      `UPDATE donations SET currency = 'EGP', gateway = 'paymob', charge_id = $2
        WHERE donor_name = $1 RETURNING id`,
      [donor, `pm-${uniqueTag()}`],
    )
    egpDonation = made.rows[0]!.id
  } finally {
    await pool.end()
  }
}

test.beforeAll(seedGifts)

const TEXTS = {
  en: {
    open: 'Refund…',
    label: 'Amount to refund (EGP)',
    continue: 'Continue',
    tooMuch: 'Enter an amount from EGP\u00a00.01 to EGP\u00a01,250.50 (what is left to refund).',
    reconcileOpen: 'Reconcile with the payment gateway…',
    check: 'Check',
  },
  ar: {
    open: 'استرداد…',
    label: 'المبلغ المراد استرداده (ج.م)',
    continue: 'متابعة',
    tooMuch: 'أدخل مبلغًا من ٠٫٠١\u00a0ج.م إلى ١٬٢٥٠٫٥٠\u00a0ج.م (المتبقي للاسترداد).',
    reconcileOpen: 'المطابقة مع بوابة الدفع…',
    check: 'فحص',
  },
} as const

async function treasurerIn(browser: Browser, lang: 'en' | 'ar', user: Credentials) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // Arabic as the account page sets it (Payload's own cookie; decision 0114).
  if (lang === 'ar') {
    await context.addCookies([{ name: 'payload-lng', value: 'ar', url: E2E.baseURL }])
  }
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 })
  return { context, page }
}
type Credentials = { email: string; password: string }

/**
 * The panel at a phone's width: it fits (its tables scroll in their own box, its form wraps)
 * rather than widening the page; both widths kept when screenshots are wanted.
 */
async function atBothWidths(page: Page, panel: Locator, name: string) {
  if (screenshotsWanted)
    await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(async () => {
      const box = await panel.boundingBox()
      // Right to left, a page too wide overflows to the left: x < 0.
      return box && box.x > -1 ? Math.round(box.x + box.width) : Infinity
    })
    .toBeLessThanOrEqual(390)
  if (screenshotsWanted) await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The page's width: nothing pushed past either edge (right to left, past the left one). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/**
 * The donations list: each amount in its own currency (not `125050` beside `4000`; the format is
 * proven in src/components/admin/money-cell.test.ts), and the list at 390 px no wider than the
 * screen (it was 422 px in Arabic). Kept at 390 and 1280 px when screenshots are wanted.
 */
async function donationsList(page: Page, lang: 'en' | 'ar') {
  const row = (name: string) =>
    page.locator('tr').filter({ has: page.getByText(name, { exact: true }) })
  await expect(row(donor).locator('[data-currency="EGP"]').first()).toHaveText(
    lang === 'ar' ? '١٬٢٥٠٫٥٠\u00a0ج.م' : 'EGP\u00a01,250.50',
    { timeout: 30_000 },
  )
  await expect(row(`${donor} (USD)`).locator('[data-currency="USD"]').first()).toHaveText(
    lang === 'ar' ? /^٤٠٫٠٠.*دولار/ : '$40.00',
  )
  if (screenshotsWanted)
    await page.screenshot({ path: `${shots}/donations-list-${lang}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
  if (screenshotsWanted)
    await page.screenshot({ path: `${shots}/donations-list-${lang}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('the refund panel of an EGP gift and the reconciliation, in pounds, in English and Arabic', async ({
  browser,
  request,
}) => {
  test.slow() // two languages of two back-office pages on a busy machine
  const treasurer = {
    email: `treasurer-money-${uniqueTag()}@newegypt.example`,
    password: `Pw-${uniqueTag()}-long-enough`,
  }
  const res = await request.post('/api/users', {
    headers: auth(await staffToken(request)),
    data: { ...treasurer, name: 'Money Treasurer', roles: ['treasurer'] },
  })
  expect(res.ok(), await res.text()).toBe(true)

  for (const lang of ['en', 'ar'] as const) {
    const t = TEXTS[lang]
    const { context, page } = await treasurerIn(browser, lang, treasurer)
    // Not 'networkidle': the donation page keeps asking (donor history); the loop below waits
    // until a click is answered, which is when the page is live.
    await page.goto(`/admin/collections/donations/${egpDonation}`)
    const panel = page.getByTestId('refund-panel')
    await expect(async () => {
      await panel.getByRole('button', { name: t.open }).click()
      await expect(panel.getByLabel(t.label)).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(panel.getByLabel(t.label)).toHaveValue('1250.50')
    await panel.getByLabel(t.label).fill('1300')
    await panel.getByRole('button', { name: t.continue }).click()
    await expect(panel.getByRole('alert')).toHaveText(t.tooMuch)
    await panel.scrollIntoViewIfNeeded()
    await atBothWidths(page, panel, `refund-egp-${lang}`)
    await page.setViewportSize({ width: 390, height: 844 })
    // The whole donation page fits a phone too, the refund panel open: it was 461 px wide, the
    // header's breadcrumbs pushing the language menu out (src/app/(payload)/custom.css).
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.goto('/admin/collections/donations')
    await donationsList(page, lang)
    const reconciliation = page.getByTestId('reconciliation')
    await expect(async () => {
      await page.getByRole('button', { name: t.reconcileOpen }).click()
      await expect(reconciliation).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await reconciliation.getByRole('button', { name: t.check }).click()
    // Dollars and pounds on lines of their own, each gateway apart.
    const paymob = reconciliation.getByTestId('reconciliation-paymob')
    await expect(paymob.locator('tr[data-currency="EGP"]')).toBeVisible({ timeout: 30_000 })
    await expect(paymob.locator('tr[data-currency="USD"]')).toHaveCount(0)
    await expect(paymob).toContainText(lang === 'ar' ? '١٬٢٥٠٫٥٠\u00a0ج.م' : 'EGP\u00a01,250.50')
    const card = reconciliation.getByTestId('reconciliation-sandbox')
    await expect(card.locator('tr[data-currency="USD"]')).toBeVisible()
    await atBothWidths(page, reconciliation, `reconciliation-${lang}`)
    await context.close()
  }
})
