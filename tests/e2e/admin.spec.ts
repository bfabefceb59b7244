import pg from 'pg'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import { insertDonation } from '../helpers/backoffice-seed'
import { E2E } from '../helpers/e2e-env'
import { strictScriptPolicy, watchViolations } from './csp-violations'
import { expect, test } from './fixtures'

/** One donation in the e2e database, so that its list and edit page have something to show. */
async function ensureADonation() {
  const databaseUrl = e2eDatabaseUrl()
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    const { rows } = await pool.query<{ n: number; country: number; state: number; city: number }>(
      `SELECT (SELECT count(*)::int FROM donations) AS n, (SELECT min(id) FROM countries) AS country,
              (SELECT min(id) FROM states) AS state, (SELECT min(id) FROM cities) AS city`,
    )
    const { n, ...refs } = rows[0]!
    if (n > 0) return
    const paidAt = new Date().toISOString()
    await insertDonation(pool, { ...refs, purpose: 0 }, { donor: 'CSP Donor', paidAt, net: 42 })
  } finally {
    await pool.end()
  }
}

test.describe('back office', () => {
  test('staff sign in at /admin with the first account and see the collections', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(E2E.admin.email)
    await page.getByLabel('Password').fill(E2E.admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await expect(page.getByRole('link', { name: 'Articles' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Board Members' }).first()).toBeVisible()
    // At SITE_URL's own host nothing warns.
    await expect(page.locator('[data-host-notice]')).toHaveCount(0)
  })

  test('the back office opened at another host name says which address works', async ({ page }) => {
    const site = new URL(E2E.baseURL)
    await page.goto(`http://127.0.0.1:${site.port}/admin/login`)
    const notice = page.locator('[data-host-notice]')
    await expect(notice).toContainText(`You opened the back office at 127.0.0.1:${site.port}`)
    await expect(notice.getByRole('link', { name: `${site.origin}/admin` })).toHaveAttribute(
      'href',
      `${site.origin}/admin`,
    )
  })

  test("anonymous requests cannot read staff-only records through Payload's REST API", async ({
    request,
  }) => {
    for (const collection of ['users', 'meetings', 'outbox']) {
      const res = await request.get(`/api/${collection}`)
      expect(res.status(), collection).toBe(403)
    }
    const articles = await request.get('/api/articles?limit=1')
    expect(articles.status()).toBe(200)
  })

  test("the back office runs under the pages' script policy, without 'unsafe-inline'", async ({
    page,
  }) => {
    // Issue 47, M4: /admin had `script-src 'self' 'unsafe-inline'`. Each screen is opened as a
    // document of its own (its own policy), and used: the policy must cover every script it runs.
    test.setTimeout(120_000)
    await ensureADonation()
    const violations = await watchViolations(page)
    await strictScriptPolicy(await page.goto('/admin/login'), 'login')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Email').fill(E2E.admin.email)
    await page.getByLabel('Password').fill(E2E.admin.password)
    await expect(page.getByLabel('Email')).toHaveValue(E2E.admin.email)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

    await strictScriptPolicy(await page.goto('/admin'), 'dashboard')
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
    expect(await violations(), 'login and dashboard').toEqual([])
    for (const list of ['donations', 'articles']) {
      await strictScriptPolicy(await page.goto(`/admin/collections/${list}`), list)
      const first = page.locator(`table tbody tr a[href*="/admin/collections/${list}/"]`).first()
      await expect(first).toBeVisible()
      // A click: the list is live, and the edit page comes by client navigation.
      await first.click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/${list}/\\d+`))
      await expect(
        page.getByRole('button', { name: /^(Save|Publish changes)/ }).first(),
      ).toBeVisible()
      // The same edit page as a document of its own (the article's rich-text editor included).
      await strictScriptPolicy(await page.goto(page.url()), `${list} edit page`)
      await expect(
        page.getByRole('button', { name: /^(Save|Publish changes)/ }).first(),
      ).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await violations(), list).toEqual([])
    }
    await strictScriptPolicy(await page.goto('/admin/account'), 'account')
    await expect(page.getByLabel('Email')).toHaveValue(E2E.admin.email)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])

    // The policy holds: an inline script the server did not send does not run here either.
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.body.append(s)
    })
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBe(undefined)
  })
})
