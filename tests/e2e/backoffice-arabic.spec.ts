import type { Page } from '@playwright/test'
import pg from 'pg'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import * as seed from '../helpers/backoffice-seed'
import { E2E } from '../helpers/e2e-env'
import { uniqueTag } from './form-helpers'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'
import { screenshotsWanted } from './layout/whole-page-shot'

/**
 * The back office in Arabic (issue 46 item 5, decision 0101): a staff member picks Arabic on
 * their account page and the admin reads right to left, with our own labels in Arabic on the
 * donation and case pages. That every label has both languages is proven by walking the config
 * (tests/integration/admin-languages.int.test.ts); this shows what only a browser shows.
 * With E2E_SCREENSHOTS=1 the treasurer's home is kept at 390 and 1280 px (E2E_SHOTS_DIR).
 */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'
const donor = `Arabic Admin Donor ${uniqueTag()}`
const applicant = `Arabic Admin Applicant ${uniqueTag()}`

/** A donation and a case request to open; their ids. */
async function seedRows() {
  const pool = new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 1 })
  try {
    const { rows } = await pool.query<{ country: number; state: number; city: number }>(
      `SELECT (SELECT min(id) FROM countries) AS country, (SELECT min(id) FROM states) AS state,
              (SELECT min(id) FROM cities) AS city`,
    )
    const paidAt = new Date().toISOString()
    await seed.insertDonation(pool, { ...rows[0]!, purpose: 0 }, { donor, paidAt, net: 25 })
    await seed.insertCase(pool, { name: applicant, status: 'new', createdAt: paidAt })
    const id = async (sql: string, name: string) =>
      (await pool.query<{ id: number }>(sql, [name])).rows[0]!.id
    ids.donation = await id('SELECT id FROM donations WHERE donor_name = $1', donor)
    ids.caseRequest = await id('SELECT id FROM case_requests WHERE fullname = $1', applicant)
  } finally {
    await pool.end()
  }
}
const ids = { donation: 0, caseRequest: 0 }

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

/** As a staff member does it: the Language menu of the account page. */
async function pickArabic(page: Page) {
  await page.goto('/admin/account')
  await page.locator('#language-select').click()
  await page.getByRole('option', { name: 'العربية' }).click()
  await expectRightToLeft(page, 30_000)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
}

/** Payload writes dir="RTL" (the attribute is case-insensitive); the page reads right to left. */
async function expectRightToLeft(page: Page, timeout?: number) {
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i, { timeout })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
    'rtl',
  )
}

/** A field's label as Payload writes it: a required field's ends with a (non-breaking) space and "*". */
const fieldLabel = (words: string) => new RegExp(`^${words}\\s*\\*?$`)

test.beforeAll(seedRows)

test('a staff member who picks Arabic reads the back office right to left, labels in Arabic', async ({
  browser,
  request,
}) => {
  test.slow() // five back-office pages under a busy machine
  const treasurer = {
    email: `treasurer-ar-${uniqueTag()}@newegypt.example`,
    password: `Pw-${uniqueTag()}-long-enough`,
  }
  const res = await request.post('/api/users', {
    headers: auth(await staffToken(request)),
    data: { ...treasurer, name: 'Salma Treasurer', roles: ['treasurer'] },
  })
  expect(res.ok(), await res.text()).toBe(true)

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, treasurer)
  await pickArabic(page)

  await page.goto('/admin')
  await expectRightToLeft(page)
  await expect(page.getByRole('navigation').getByText('التبرعات').first()).toBeVisible()
  // The back office's own name and the content language in Arabic (admin-title.test.ts and
  // admin-languages.int.test.ts prove the texts): «… | لوحة إدارة مؤسسة مصر الجديدة», and
  // «اللّغة: الإنجليزية» at the top, not «undefined» nor "English".
  await expect(page).toHaveTitle(/\| لوحة إدارة مؤسسة مصر الجديدة$/)
  await expect(page.locator('.localizer-button').first()).toContainText('الإنجليزية')
  await expect(page.locator('.localizer-button').first()).not.toContainText(/undefined|English/)
  if (screenshotsWanted) {
    await page.screenshot({ path: `${shots}/treasurer-home-ar-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${shots}/treasurer-home-ar-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  await page.goto(`/admin/collections/donations/${ids.donation}`)
  await expectRightToLeft(page)
  await expect(page.getByRole('heading', { level: 1, name: donor })).toBeVisible()
  // The status select shows its Arabic option once the form is live.
  await expect(page.locator('#field-status').getByText('مدفوع', { exact: true })).toBeVisible()
  if (screenshotsWanted) await page.screenshot({ path: `${shots}/donation-ar-1280.png` })
  for (const label of ['الحالة', 'بوابة الدفع', 'رقم عملية الدفع لدى البوابة', 'الاسم الأول'])
    await expect(page.getByText(fieldLabel(label)).first()).toBeVisible()
  await expect(page.getByText('مرجع هذه العملية لدى بوابة الدفع', { exact: false })).toBeVisible()
  await context.close()

  // The case page, as an administrator who also picked Arabic.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const adminPage = await admin.newPage()
  await signIn(adminPage, E2E.admin)
  await pickArabic(adminPage)
  await adminPage.goto(`/admin/collections/case-requests/${ids.caseRequest}`)
  await expectRightToLeft(adminPage)
  await expect(adminPage.getByRole('heading', { level: 1, name: applicant })).toBeVisible()
  if (screenshotsWanted) await adminPage.screenshot({ path: `${shots}/case-ar-1280.png` })
  await expect(adminPage.getByRole('link', { name: 'طلبات المساعدة' }).first()).toBeVisible()
  for (const label of ['الاسم الكامل', 'الحالة', 'المرجع'])
    await expect(adminPage.getByText(fieldLabel(label)).first()).toBeVisible()
  await admin.close()
})
