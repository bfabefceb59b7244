import type { APIRequestContext, Browser, Page } from '@playwright/test'
import pg from 'pg'
import type { Role } from '@/access/roles'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import * as seed from '../helpers/backoffice-seed'
import { E2E } from '../helpers/e2e-env'
import { uniqueTag } from './form-helpers'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'

/**
 * The back office as each role finds it: the charity's branding, a dashboard
 * with that role's panels only (never another role's figures), each panel a
 * link to the list behind it, and the page quick with 10,000 donations.
 */
const DONATIONS = 10_000
const TITLE_SUFFIX = '| New Egypt Foundation back office'
const donor = `Dashboard Donor ${uniqueTag()}`

const PANELS: Record<Exclude<Role, 'admin'>, string[]> = {
  treasurer: [
    'Gifts',
    'Last 10 gifts',
    'Recurring plans paused after failed charges',
    'Donations never confirmed',
  ],
  coordinator: ['New volunteer sign-ups', 'Contact messages to answer'],
  'case-reviewer': ['Case requests'],
  'board-secretary': ['Meetings open for voting'],
  editor: ['Articles'],
}
const ALL_PANELS = Object.values(PANELS).flat()

/** A paid donation of now, and filler donations of past years up to 10,000 in all (once). */
async function seedDonations() {
  const client = new pg.Pool({ connectionString: e2eDatabaseUrl(), max: 1 })
  try {
    const { rows } = await client.query<{ country: number; state: number; city: number }>(
      `SELECT (SELECT min(id) FROM countries) AS country, (SELECT min(id) FROM states) AS state,
              (SELECT min(id) FROM cities) AS city`,
    )
    const refs = { ...rows[0]!, purpose: 0 }
    await seed.insertDonation(client, refs, { donor, paidAt: new Date().toISOString(), net: 42 })
    const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM donations')
    const missing = DONATIONS - count.rows[0]!.n
    // Dated two years back and more: they change no list or figure other tests read.
    const before = new Date(Date.now() - 2 * 365 * 86_400_000)
    if (missing > 0) await seed.insertFillerDonations(client, refs, missing, before)
  } finally {
    await client.end()
  }
}

async function createStaff(request: APIRequestContext, role: Role) {
  const user = {
    email: `${role}-${uniqueTag()}@newegypt.example`,
    password: `Pw-${uniqueTag()}-long-enough`,
  }
  const res = await request.post('/api/users', {
    headers: auth(await staffToken(request)),
    data: { ...user, name: `Dashboard ${role}`, roles: [role] },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return user
}

/**
 * Signs in on /admin/login. Waits for the form to be live first: typed
 * before hydration, the values can be lost and the click then stays on the page.
 */
async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

async function dashboardAs(browser: Browser, request: APIRequestContext, role: Role) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, await createStaff(request, role))
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, Dashboard/ })).toBeVisible()
  return { page, close: () => context.close() }
}

const panelTitles = (page: Page) => page.locator('[data-panel] > h2').allTextContents()

test.beforeAll(seedDonations)

test.describe('back office branding', () => {
  test("the sign-in page and titles are the charity's; no Gravatar is asked", async ({ page }) => {
    const external: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith(E2E.baseURL)) external.push(r.url())
    })
    await page.goto('/admin/login')
    await expect(page.getByText('New Egypt Foundation', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`${TITLE_SUFFIX.replace('|', '\\|')}$`))
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
      'href',
      /\/images\/logo-mark\.svg/,
    )
    await signIn(page, E2E.admin)
    await expect(page).toHaveTitle(/^Dashboard \| New Egypt Foundation back office$/)
    await expect(page.getByRole('navigation').getByText('Back office')).toBeVisible()
    await page.goto('/admin/collections/articles')
    await expect(page).toHaveTitle(/Articles \| New Egypt Foundation back office$/)
    expect(await page.locator('img[src*="gravatar"]').count()).toBe(0)
    expect(external).toEqual([])
  })
})

test.describe('the dashboard of each role', () => {
  for (const [role, own] of Object.entries(PANELS) as [Exclude<Role, 'admin'>, string[]][]) {
    test(`${role}: its own panels, none of the others'`, async ({ browser, request }) => {
      const { page, close } = await dashboardAs(browser, request, role)
      expect(await panelTitles(page)).toEqual(own)
      // The whole page as sent (HTML and React's payload): another role's figures are not in it.
      const html = await page.content()
      if (role !== 'treasurer') {
        expect(html).not.toContain(donor)
        expect(html).not.toContain('Last 10 gifts')
        expect(html).not.toContain(' net<')
      }
      await close()
    })
  }

  test('treasurer: figures link to the filtered donations, a gift to its record', async ({
    browser,
    request,
  }) => {
    test.slow() // three back-office pages, one a list of 10,000 donations, on a busy machine
    const { page, close } = await dashboardAs(browser, request, 'treasurer')
    const gifts = page.locator('[data-panel="gifts"]')
    await expect(gifts.getByRole('link', { name: /^Today \d/ })).toContainText('net')
    await page.locator('[data-panel="recent-gifts"]').getByRole('link', { name: donor }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/donations\/\d+$/)
    await page.goBack()
    await gifts.getByRole('link', { name: /^This month \d/ }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/donations\?where/)
    await expect(page.getByRole('row').filter({ hasText: donor })).toBeVisible({ timeout: 30_000 })
    await close()
  })

  test('admin: every panel; the outbox only when no SMTP server is set (here one is)', async ({
    browser,
    request,
  }) => {
    const { page, close } = await dashboardAs(browser, request, 'admin')
    expect(await panelTitles(page)).toEqual(ALL_PANELS)
    await expect(page.locator('[data-panel="outbox"]')).toHaveCount(0)
    await close()
  })

  test('the dashboard page answers quickly with 10,000 donations', async ({ page }) => {
    await signIn(page, E2E.admin)
    const times: number[] = []
    for (let i = 0; i < 6; i++) {
      const started = Date.now()
      // With the Origin a browser sends: Payload reads the session cookie only from its own pages.
      const res = await page.request.get('/admin', { headers: { Origin: E2E.baseURL } })
      expect(res.status()).toBe(200)
      expect(await res.text()).toContain('data-panel="gifts"')
      times.push(Date.now() - started)
    }
    const warm = times.slice(1).sort((a, b) => a - b)
    const median = warm[Math.floor(warm.length / 2)]!
    console.log(`GET /admin (admin, ${DONATIONS} donations): ${times.join(', ')} ms`)
    // The whole admin page (Payload's shell included): 146-248 ms here when the machine is idle,
    // over a second when five suites share its two cores. The 300 ms budget of the dashboard's
    // figures is asserted where it can be measured alone: tests/integration/backoffice.int.test.ts.
    expect(median).toBeLessThan(1000)
  })
})
