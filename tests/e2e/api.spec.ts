import { expect, test } from './fixtures'

const REFUSED =
  'This request was refused because its security token is missing or invalid. Reload the page and try again.'

test.describe('API frame and forgery protection', () => {
  test('the server hands out an XSRF-TOKEN cookie readable by the page', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(cookie?.httpOnly).toBe(false)
    expect(cookie?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).toContain('XSRF-TOKEN=')
  })

  for (const path of [
    '/api/content/volunteer-join',
    '/api/donation/stage-donation',
    '/api/news-service/anything',
  ]) {
    test(`POST ${path} without the header is refused with 403`, async ({ request }) => {
      const res = await request.post(path, { data: { any: 'thing' } })
      expect(res.status()).toBe(403)
      expect(await res.json()).toEqual({ error: { status: 403, message: REFUSED } })
    })
  }

  test('a header that does not match the cookie, or a forged token, is refused', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value
    const wrong = await page.request.post('/api/content/contact-us', {
      headers: { 'X-XSRF-TOKEN': `${token}x` },
      data: {},
    })
    expect(wrong.status()).toBe(403)
    const forged = await page.request.post('/api/content/contact-us', {
      headers: { 'X-XSRF-TOKEN': 'abc.def', Cookie: 'XSRF-TOKEN=abc.def' },
      data: {},
    })
    expect(forged.status()).toBe(403)
  })

  test("the browser's API client passes the check with the cookie's token", async ({ page }) => {
    await page.goto('/')
    // The same client the site's forms use; the endpoint behind it is not part of this check.
    const status = await page.evaluate(async () => {
      const token = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1]
      const res = await fetch('/api/content/xsrf-probe', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
      })
      return res.status
    })
    expect(status).not.toBe(403)
  })

  test('reading is never blocked: GET needs no token', async ({ request }) => {
    const res = await request.get('/api/donation/countries')
    expect(res.status()).not.toBe(403)
  })
})
