import type { Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueIp, xsrfToken } from './form-helpers'

const REFUSED =
  'This request was refused because its security token is missing or invalid. Reload the page and try again.'

test.describe('API frame and forgery protection', () => {
  test('pages set no cookie; GET xsrf-token hands out an XSRF-TOKEN cookie readable by the page', async ({
    page,
    context,
  }) => {
    const home = await page.goto('/')
    // A page answer with Set-Cookie could not be kept by a shared cache.
    expect(home?.headers()['set-cookie']).toBeUndefined()
    expect(await context.cookies()).toEqual([])
    const res = await page.request.get('/api/content/xsrf-token')
    expect(res.status()).toBe(204)
    expect(res.headers()['cache-control']).toContain('no-store')
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(cookie?.httpOnly).toBe(false)
    expect(cookie?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).toContain('XSRF-TOKEN=')
    // Asked again with a good cookie, it keeps it.
    const again = await page.request.get('/api/content/xsrf-token')
    expect(again.headers()['set-cookie']).toBeUndefined()
  })

  test("a visitor's first form sends, without a token beforehand, and a stale token is replaced", async ({
    page,
    context,
  }) => {
    await page.goto('/contactus')
    for (const stale of [undefined, 'abc.def']) {
      await context.clearCookies()
      if (stale) {
        await context.addCookies([{ name: 'XSRF-TOKEN', value: stale, url: page.url() }])
      }
      await page.reload()
      const tagged = `Token check ${Date.now()}`
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByLabel('Full Name', { exact: true }).fill('Token Check')
      await form.getByLabel('Phone', { exact: true }).fill('01001234567')
      await form.getByLabel('Email', { exact: true }).fill('token.check@example.org')
      await form.getByLabel('Subject', { exact: true }).fill(tagged)
      await form
        .getByLabel('Message', { exact: true })
        .fill('Checking the forgery protection of a first visit.')
      const statuses: number[] = []
      const onResponse = (r: Response) => {
        if (r.url().endsWith('/api/content/contact-us') && r.request().method() === 'POST') {
          statuses.push(r.status())
        }
      }
      page.on('response', onResponse)
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/api/content/contact-us') && r.status() === 201,
      )
      await page.getByRole('button', { name: 'Send Message' }).click()
      await sent
      page.off('response', onResponse)
      // No cookie: the client fetched a token first. A stale one: refused once, then sent again.
      expect(statuses, `cookie before: ${stale ?? 'none'}`).toEqual(stale ? [403, 201] : [201])
    }
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
  }) => {
    await page.goto('/')
    const token = await xsrfToken(page)
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
    await xsrfToken(page)
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
