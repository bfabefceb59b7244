import { E2E } from '../helpers/e2e-env'
import { voteLinkPath } from './layout/dynamic-pages'
import { auth, staffToken } from './staff-api'
import { cachedAnswer } from './cached-answer'
import { watchViolations } from './csp-violations'
import { expect, test } from './fixtures'

/** Issue 25: headers on every kind of answer; Payload's REST API at its edge. */

const PATHS = [
  '/',
  '/newEgyptNews',
  '/caseFormParts',
  '/admin/login',
  '/api/content/news',
  '/robots.txt',
]

test('every kind of answer refuses framing and carries the security headers', async ({
  request,
}) => {
  for (const path of PATHS) {
    const res = await request.get(path, { maxRedirects: 0 })
    const h = res.headers()
    expect(h['x-frame-options'], path).toBe('DENY')
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(h['x-content-type-options'], path).toBe('nosniff')
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], path).toContain('camera=()')
    // The e2e site is http: HSTS is for https sites only (SITE_URL decides, at start).
    expect(h['strict-transport-security'], path).toBeUndefined()
  }
})

test("the public site asks no client hint; the back office keeps Payload's colour-scheme hint", async ({
  page,
  request,
}) => {
  for (const path of ['/', '/ar', '/newEgyptNews', '/api/content/news']) {
    const h = (await request.get(path, { maxRedirects: 0 })).headers()
    expect(h['critical-ch'], path).toBeUndefined()
    expect(h['accept-ch'], path).toBeUndefined()
    expect(h['vary'] ?? '', path).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  }
  const admin = (await request.get('/admin/login', { maxRedirects: 0 })).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  // A Critical-CH the browser had not sent made Chromium ask for the page a second time before
  // showing it: one more round trip on every first visit (decision 0068).
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url())
  })
  await page.goto('/ar')
  expect(documents).toEqual([`${E2E.baseURL}/ar`])
})

test('public pages carry a script policy without unsafe-inline that their own scripts satisfy', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page)
  const article = '/newEgyptNews/egyptian-volunteer-day-6-september-2025'
  for (const path of ['/', article, '/donationServices', await voteLinkPath(request)]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    const policy = (await res!.allHeaders())['content-security-policy'] ?? ''
    const script = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(script, path).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
    expect(policy, path).not.toContain('unsafe-inline')
    expect(policy, path).toContain("frame-ancestors 'none'")
    await page.waitForLoadState('load')
    expect(await violations(), path).toEqual([])
  }
  // The donation form, opened from the navigation (its scripts load after the page's).
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/aboutus')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'MAKE A DONATION', exact: true })
    .click()
  await expect(page.getByRole('dialog', { name: 'Make A Donation' })).toBeVisible()
  expect(await violations(), 'donation form').toEqual([])
})

test('client navigations: the React payload answers behind the script policy end, compressed', async ({
  page,
}) => {
  // The policy's wrapper once put Node's methods back over Next's compression: every payload
  // answer (links, router.refresh()) sent its body and never its end.
  const payloads: Promise<unknown>[] = []
  page.on('request', (request) => {
    if (!new URL(request.url()).searchParams.has('_rsc')) return
    payloads.push(
      (async () => {
        const response = await request.response()
        await response?.finished()
        return { status: response?.status(), encoding: response?.headers()['content-encoding'] }
      })(),
    )
  })
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'News', exact: true })
    .click()
  await expect(page).toHaveURL(/\/newEgyptNews$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Latest News' })).toBeVisible()
  await expect.poll(() => payloads.length).toBeGreaterThan(0)
  const answers = await Promise.race([
    Promise.all(payloads),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('a payload never ended')), 10_000),
    ),
  ])
  for (const answer of answers as { status?: number; encoding?: string }[]) {
    expect(answer.status).toBe(200)
    expect(answer.encoding).toMatch(/^(gzip|br)$/)
  }
})

test("the not-found page at a path ending in .php or .html gets the pages' script policy", async ({
  page,
}) => {
  // Issue 47, M4: these paths were taken for files and answered with no script-src at all.
  // (An unlisted path redirects home, decision 0007; a listed dynamic one answers 404.)
  const violations = await watchViolations(page)
  for (const path of ['/newEgyptNews/wp-login.php', '/newEgyptNews/old.html']) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    const policy = (await res!.allHeaders())['content-security-policy'] ?? ''
    const script = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(script, path).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
    await page.waitForLoadState('load')
    expect(await violations(), path).toEqual([])
  }
})

test('an inline script the server did not send is refused', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__injected = true'
    document.body.append(s)
  })
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBe(undefined)
  expect((await violations()).join('\n')).toContain('script-src')
})

test('pages with the script policy are still served from the cache', async ({ request }) => {
  for (const path of ['/', '/newEgyptNews/egyptian-volunteer-day-6-september-2025']) {
    const headers = await cachedAnswer(request, path)
    expect(headers['cache-control'], path).toContain('s-maxage')
    expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-")
  }
})

test('cached pages stay cacheable with the headers', async ({ request }) => {
  const res = await request.get('/newEgyptNews')
  expect(res.headers()['cache-control']).toContain('s-maxage')
  expect(res.headers()['set-cookie']).toBeUndefined()
})

test('anonymous REST reads are capped; staff reads are not; JSON is never stored', async ({
  request,
}) => {
  const anonymous = await request.get('/api/cities?limit=0&depth=2')
  expect(anonymous.status()).toBe(200)
  expect(anonymous.headers()['cache-control']).toBe('no-store')
  const body = (await anonymous.json()) as { docs: unknown[]; limit: number }
  expect(body.docs).toHaveLength(100)
  expect(body.limit).toBe(100)

  // A made-up credential does not lift the cap.
  const forged = await request.get('/api/cities?limit=500', {
    headers: { Authorization: 'JWT not.a.token' },
  })
  expect(((await forged.json()) as { docs: unknown[] }).docs).toHaveLength(100)

  const token = await staffToken(request)
  const staff = await request.get('/api/cities?limit=150&depth=0', { headers: auth(token) })
  expect(((await staff.json()) as { docs: unknown[] }).docs).toHaveLength(150)
  const donations = await request.get('/api/donations?limit=1', { headers: auth(token) })
  expect(donations.status()).toBe(200)
  expect(donations.headers()['cache-control']).toBe('no-store')
})

test("the import plugin's preview endpoint answers no one", async ({ request }) => {
  const data = { collectionSlug: 'donations', fileData: 'a,b\n1,2', format: 'csv' }
  const anonymous = await request.post('/api/imports/preview-data', {
    data,
    headers: { Origin: E2E.baseURL },
  })
  expect(anonymous.status()).toBe(403)
  const token = await staffToken(request)
  const staff = await request.post('/api/imports/preview-data', { data, headers: auth(token) })
  expect(staff.status()).toBe(403)
})
