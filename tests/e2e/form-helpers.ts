import { randomInt } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import type { CaughtMail } from '../helpers/smtp-catcher'
import { expect } from './fixtures'

/**
 * Helpers of the volunteer and contact suites. Each test sends its own
 * X-Forwarded-For address, as a proxy in front would append it (the e2e
 * server trusts one proxy hop: TRUST_PROXY=1), so the per-address rate limits
 * of one test never refuse another's requests, across runs too.
 */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
export const uniqueTag = () => `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`

/** The page's requests (navigation, fetch) all come "from" `ip`. */
export async function actFrom(page: Page, ip: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
}

/**
 * The page's XSRF token, as the site's API client gets it: pages carry no
 * cookie, so it asks GET xsrf-token (with the page's cookie jar) for one.
 */
export async function xsrfToken(page: Page): Promise<string> {
  const res = await page.request.get('/api/content/xsrf-token')
  expect(res.status()).toBe(204)
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value
  expect(token, 'the XSRF-TOKEN cookie').toBeTruthy()
  return token!
}

/** Headers for a state-changing API call made with the page's cookies. */
export async function apiHeaders(page: Page, ip: string): Promise<Record<string, string>> {
  const token = await xsrfToken(page)
  return { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip, 'Content-Type': 'application/json' }
}

/** Mails the test SMTP server caught for `to`, waiting until `count` are there. */
export async function mailsTo(
  request: APIRequestContext,
  to: string,
  count = 1,
): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = []
  await expect
    .poll(
      async () => {
        const res = await request.get(`${E2E.mailApi}/messages?to=${encodeURIComponent(to)}`)
        mails = (await res.json()) as CaughtMail[]
        return mails.length
      },
      { timeout: 20_000, message: `mails to ${to}` },
    )
    .toBeGreaterThanOrEqual(count)
  return mails
}

/**
 * Signs the tests' staff account in, in the page's browser context, through Payload's login API:
 * the context keeps the session cookie the back office's form would have set. The form itself is
 * tested in admin.spec.ts and account.spec.ts; loading it and then the dashboard in each of the
 * dozen tests that only need a session cost several seconds each on a 2-core machine (decision 0073).
 */
export async function signInToAdmin(page: Page) {
  const res = await page.request.post('/api/users/login', {
    data: { email: E2E.admin.email, password: E2E.admin.password },
    headers: { Origin: E2E.baseURL },
  })
  expect(res.status(), `staff sign-in: ${await res.text()}`).toBe(200)
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).toContain('payload-token')
}

/** Payload REST list of a collection as the signed-in staff member of `page`. */
export async function staffFind(page: Page, collection: string, where: string) {
  // Payload takes its session cookie only from the site's own pages (Origin or Sec-Fetch-Site).
  const res = await page.request.get(`/api/${collection}?${where}&depth=0`, {
    headers: { Origin: E2E.baseURL },
  })
  expect(res.status(), `GET /api/${collection} as staff`).toBe(200)
  return (await res.json()) as { totalDocs: number; docs: Record<string, unknown>[] }
}
