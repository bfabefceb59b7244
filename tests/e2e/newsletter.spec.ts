import type { APIRequestContext, Page } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { actFrom, apiHeaders, mailsTo, signInToAdmin, uniqueIp, uniqueTag } from './form-helpers'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'

/** The footer's newsletter with double opt-in, the mail read from the test SMTP server. */

const THANKS = 'Thank you! Please check your inbox to confirm your subscription.'
const INVALID = 'Please enter a valid email address.'
const FAILED = 'Something went wrong. Please try again.'
const CONFIRMED = 'Thank you! Your subscription to the New Egypt newsletter is confirmed.'

const footer = (page: Page) => page.getByRole('contentinfo')

async function subscribeInFooter(page: Page, email: string) {
  await footer(page).getByRole('textbox', { name: 'Your email address' }).fill(email)
  await footer(page).getByRole('button', { name: 'Subscribe' }).click()
}

/** The confirmation and unsubscribe links of the latest mail to `email`. */
async function linksFromMail(request: APIRequestContext, email: string, count = 1) {
  const mails = await mailsTo(request, email, count)
  const mail = mails[mails.length - 1]!
  expect(mail.subject).toBe('Please confirm your subscription to the New Egypt newsletter')
  const confirm = /http\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  const unsubscribe = /http\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(confirm, 'confirmation link').toBeTruthy()
  expect(unsubscribe, 'unsubscribe link').toBeTruthy()
  expect(new URL(confirm!).origin).toBe(E2E.baseURL)
  return { confirm: confirm!, unsubscribe: unsubscribe!, count: mails.length }
}

async function statusOf(request: APIRequestContext, email: string) {
  const token = await staffToken(request)
  const res = await request.get(
    `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: auth(token) },
  )
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { docs: Record<string, unknown>[] }
  return body.docs[0]
}

test.describe('newsletter', () => {
  test('double opt-in end to end: subscribe, confirm by the mailed link, unsubscribe', async ({
    page,
    request,
  }) => {
    await actFrom(page, uniqueIp())
    const email = `reader-${uniqueTag()}@example.org`
    await page.goto('/')
    await subscribeInFooter(page, email)
    await expect(footer(page).getByRole('status')).toHaveText(THANKS)
    await expect(footer(page).getByRole('textbox', { name: 'Your email address' })).toHaveValue('')

    const links = await linksFromMail(request, email)
    const pending = await statusOf(request, email)
    expect(pending).toMatchObject({ email, status: 'pending' })
    expect(pending).not.toHaveProperty('confirmTokenHash')

    // Following the link (a GET, as a mail scanner does) confirms nothing; the button does.
    const scanned = await request.get(links.confirm)
    expect(scanned.status()).toBe(200)
    await page.goto(links.confirm)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
    expect((await statusOf(request, email))?.status).toBe('pending')
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMED)
    expect((await statusOf(request, email))?.status).toBe('confirmed')

    // The same link again says so.
    await page.goto(links.confirm)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Subscription already confirmed',
    )

    // Subscribing again: the same answer, and no new mail.
    await page.goto('/faqs')
    await subscribeInFooter(page, email.toUpperCase())
    await expect(footer(page).getByRole('status')).toHaveText(THANKS)
    await page.waitForTimeout(1500)
    const again = await request.get(`${E2E.mailApi}/messages?to=${encodeURIComponent(email)}`)
    expect(((await again.json()) as unknown[]).length).toBe(1)

    // Unsubscribe asks first, then acts.
    await page.goto(links.unsubscribe)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'You have been unsubscribed. You will not receive the New Egypt newsletter any more.',
    )
    expect((await statusOf(request, email))?.status).toBe('unsubscribed')
  })

  test('an unknown or missing token says the link is not valid', async ({ page }) => {
    for (const path of [
      `/newsletter/confirm?token=${'A'.repeat(43)}`,
      '/newsletter/confirm?token=nonsense',
      '/newsletter/confirm',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link')
      await expect(
        page.getByText('This confirmation link is not valid.', { exact: false }),
      ).toBeVisible()
    }
    await page.goto(`/newsletter/unsubscribe?token=${'B'.repeat(43)}`)
    await expect(
      page.getByText('This unsubscribe link is not valid.', { exact: false }),
    ).toBeVisible()
  })

  test('clear messages for an invalid address, a failure and too many requests', async ({
    page,
    request,
  }) => {
    const ip = uniqueIp()
    await actFrom(page, ip)
    await page.goto('/')
    const input = footer(page).getByRole('textbox', { name: 'Your email address' })
    const status = footer(page).getByRole('status')

    await subscribeInFooter(page, 'not-an-email')
    await expect(status).toHaveText(INVALID)
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    // The server says the same (the schema is shared), and refuses calls without the XSRF token.
    const headers = await apiHeaders(page, ip)
    const invalid = await page.request.post('/api/content/newsletter', {
      headers,
      data: { email: 'still not an email' },
    })
    expect(invalid.status()).toBe(422)
    expect(await invalid.json()).toEqual({
      error: { status: 422, message: INVALID, data: { email: [INVALID] } },
    })
    const forged = await request.post('/api/content/newsletter', {
      data: { email: `x-${uniqueTag()}@example.org` },
    })
    expect(forged.status()).toBe(403)

    // A network failure.
    await page.route('**/api/content/newsletter', (route) => route.abort())
    await subscribeInFooter(page, `offline-${uniqueTag()}@example.org`)
    await expect(status).toHaveText(FAILED)
    await page.unroute('**/api/content/newsletter')

    // Ten sign-ups per address in ten minutes (one was used above), then 429 with the message.
    for (let i = 0; i < 9; i++) {
      const res = await page.request.post('/api/content/newsletter', {
        headers,
        data: { email: `many-${i}-${uniqueTag()}@example.org` },
      })
      expect(res.status(), `sign-up ${i + 2}`).toBe(200)
    }
    await subscribeInFooter(page, `one-more-${uniqueTag()}@example.org`)
    // The form says how long to wait, from Retry-After (issue 42).
    await expect(status).toHaveText(
      /^Too many requests\. Please wait \d+ minutes? and try again\.$/,
    )
  })

  test('staff see the subscribers in the back office and export them as CSV', async ({
    page,
    request,
  }) => {
    const email = `export-${uniqueTag()}@example.org`
    await actFrom(page, uniqueIp())
    await page.goto('/')
    await subscribeInFooter(page, email)
    await expect(footer(page).getByRole('status')).toHaveText(THANKS)

    const anonymous = await request.get('/api/content/newsletter/subscribers.csv')
    expect(anonymous.status()).toBe(401)
    const anonymousList = await request.get('/api/newsletter-subscribers')
    expect(anonymousList.status()).toBe(403)

    await signInToAdmin(page)
    await page.goto('/admin/collections/newsletter-subscribers')
    await expect(page.getByText(email)).toBeVisible({ timeout: 20_000 })
    const exportLink = page.getByRole('link', { name: 'Export subscribers as CSV' })
    await expect(exportLink).toHaveAttribute('href', '/api/content/newsletter/subscribers.csv')
    const csv = await page.request.get('/api/content/newsletter/subscribers.csv', {
      headers: { Origin: E2E.baseURL },
    })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Id,Email,Status,Subscribed,Confirmed,Unsubscribed')
    expect(text).toContain(`,${email},pending,`)

    // A treasurer is refused.
    const token = await staffToken(request)
    const treasurer = {
      email: `treasurer-${uniqueTag()}@newegypt.example`,
      password: `Pw-${uniqueTag()}-x`,
    }
    const created = await request.post('/api/users', {
      headers: auth(token),
      data: { ...treasurer, roles: ['treasurer'] },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const login = await request.post('/api/users/login', { data: treasurer })
    const { token: treasurerToken } = (await login.json()) as { token: string }
    const refused = await request.get('/api/content/newsletter/subscribers.csv', {
      headers: auth(treasurerToken),
    })
    expect(refused.status()).toBe(403)
  })
})
