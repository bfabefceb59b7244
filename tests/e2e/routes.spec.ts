import { expect, test } from './fixtures'

/*
 * Each screen of the route table (status, own path, heading, title, description, language) is
 * checked where its layout is, in one load per page: layout.spec.ts (decision 0092).
 */

test.describe('route table', () => {
  test('any other path redirects to the home page with a real HTTP redirect', async ({
    request,
    page,
  }) => {
    for (const path of ['/no-such-page', '/home', '/a/b/c']) {
      const res = await request.get(path, { maxRedirects: 0 })
      expect([307, 308], path).toContain(res.status())
      expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/')
    }
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown article shows the 404 page', async ({ page }) => {
    const response = await page.goto('/newEgyptNews/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found?')
    await expect(
      page.getByText(
        "Whoops, this is embarassing. Looks like the page you were looking for wasn't found.",
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an article carries its title, description and image in the server HTML', async ({
    request,
  }) => {
    const html = await (
      await request.get('/newEgyptNews/egyptian-volunteer-day-6-september-2025')
    ).text()
    expect(html).toMatch(/<title>[^<]+\| New Egypt Foundation<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/api\/media\/file\/[^"]+"/,
    )
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/localhost:\d+\/newEgyptNews\/egyptian-volunteer-day-6-september-2025"/,
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
  })
})

test('/robots.txt lets crawlers in, except the back office, the API and voting links', async ({
  request,
}) => {
  const res = await request.get('/robots.txt', { maxRedirects: 0 })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const lines = (await res.text()).split('\n').map((l) => l.trim())
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-Agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /voteForm',
    ]),
  )
})
