import { readFileSync } from 'node:fs'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { findSecrets } from '../../scripts/lib/log-secrets'
import { E2E } from '../helpers/e2e-env'
import { serveStripeJs, TEST_CARDS, type StripeJsStandIn } from '../helpers/stripe-js-standin'
import {
  startStripeModeServer,
  STRIPE_KEYS,
  type StripeModeServer,
} from '../helpers/stripe-mode-server'
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-standin'
import { codeFor, donationBox, form, otpDialog, uniqueEmail } from './donation-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp } from './form-helpers'
import { fillStripeDonation, ourRequests, staffSession } from './stripe-mode-helpers'
import { walletTests } from './stripe-wallet-tests'

/**
 * The donation form in Stripe mode, in the browser (issue 19, "Testing here"; decisions 0036,
 * 0041): a second instance of the e2e build with PAYMENT_GATEWAY=stripe, its `stripe` client
 * pointed at the API stand-in, and Stripe.js answered in the browser by its stand-in (Stripe's
 * frames, api.stripe.com for the PaymentMethod, the 3-D Secure challenge). Each test also checks
 * that no request to our servers carried the typed card number (SAQ A).
 */
let api: StripeStandIn
let site: StripeModeServer
let staff: Awaited<ReturnType<typeof staffSession>>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  api = await startStripeStandIn()
  site = await startStripeModeServer(api.url)
  staff = await staffSession(site.url)
})

/** What the tests typed or were sent, searched for in the instance's log at the end. */
const secrets = new Map<string, string>([[STRIPE_KEYS.STRIPE_SECRET_KEY, 'the secret key']])

test.afterAll(async () => {
  await site?.stop()
  await api?.close()
  if (!site) return
  // As scripts/check-e2e-log.ts does for the suite's own server: no card number, code or secret.
  const log = readFileSync(site.log, 'utf8')
  expect(log, 'request lines in the log').toContain('"reqId"')
  const found = findSecrets(
    log,
    [...secrets].map(([value, what]) => ({ what, value })),
  )
  expect(found, `secrets found in ${site.log}`).toEqual([])
})

let stripeJs: StripeJsStandIn
let sent: ReturnType<typeof ourRequests>

test.beforeEach(async ({ page, context }) => {
  await actFrom(page, uniqueIp())
  stripeJs = await serveStripeJs(context, api)
  sent = ourRequests(context)
})

/** (d) The card's digits reached "Stripe" (so the check below can see them), never us. */
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) return
  if (testInfo.annotations.some((a) => a.type === 'no card typed')) return
  const typed = stripeJs.paymentMethods.map((m) => m.number).filter(Boolean)
  for (const number of typed) secrets.set(number, 'a typed card number')
  // A wallet's PaymentMethod has no typed number: only PaymentMethods are counted.
  expect(stripeJs.paymentMethods.length, 'made at api.stripe.com').toBeGreaterThan(0)
  expect(sent.some((r) => r.url.endsWith('/api/donation/stage-donation'))).toBe(true)
  for (const request of sent) {
    const text = `${request.url}\n${request.body ?? ''}`
    for (const number of typed) expect(text, request.url).not.toContain(number)
    expect(text, request.url).not.toMatch(/cc_number|cc_cvc|cc_exp/)
  }
})

async function openForm(page: Page) {
  await page.goto(`${site.url}/`)
  return form(await donationBox(page))
}

/** Submits the filled form; the staged body (a PaymentMethod id, no card field) is returned. */
async function stage(page: Page, f: ReturnType<typeof form>) {
  const staged = page.waitForRequest(`${site.url}/api/donation/stage-donation`)
  await f.submit.click()
  const body = (await staged).postDataJSON() as Record<string, unknown>
  await expect(otpDialog(page)).toBeVisible()
  return body
}

/** The e-mailed code, kept for the log check. */
async function codeOf(request: APIRequestContext, email: string) {
  const code = await codeFor(request, email)
  secrets.set(code, 'an e-mailed code')
  return code
}

const intentsPaidWith = (pm: string) =>
  [...api.intents.values()].filter((i) => i.payment_method === pm)

/** The confirmations the page sends: how many, and their answers' bodies as they arrive. */
function confirmsOf(context: BrowserContext) {
  const url = `${site.url}/api/donation/stage-donation/confirm`
  const seen = { sent: 0, answers: [] as Promise<unknown>[] }
  context.on('request', (r) => void (r.url() === url && seen.sent++))
  context.on('response', (r) => void (r.url() === url && seen.answers.push(r.json())))
  return seen
}

test('a one-off gift in Stripe mode: Elements, the e-mailed code, success, one charge', async ({
  page,
  request,
}) => {
  const f = await openForm(page)
  const email = uniqueEmail('stripe')
  await fillStripeDonation(f, { email, card: TEST_CARDS.visa, amount: '100' })
  const body = await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  expect(pm).toMatchObject({ number: TEST_CARDS.visa, name: 'Amira Fawzy' })
  expect(body.payment_method_id).toBe(pm.id)
  expect(pm.id).toMatch(/^pm_card_visa_/)
  for (const field of ['cc_number', 'cc_exp_month', 'cc_exp_year', 'cc_cvc'])
    expect(body).not.toHaveProperty(field)
  expect(body.cc_name).toBe('Amira Fawzy')
  // One Elements group, in the page's language.
  expect(stripeJs.locales).toEqual(['en'])
  // No intent before the code (decision 0036).
  expect(intentsPaidWith(pm.id)).toEqual([])

  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()

  const intents = intentsPaidWith(pm.id)
  expect(intents).toHaveLength(1)
  expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 10_000, currency: 'usd' })
  const donations = await staff.donationsOf(email)
  expect(donations).toHaveLength(1)
  expect(donations[0]).toMatchObject({ gateway: 'stripe', chargeId: intents[0]!.id })
  const receipt = (await mailsTo(request, email, 2)).find((m) =>
    m.subject.startsWith('Your donation receipt'),
  )
  expect(receipt?.text).toContain('Paid with: Visa ending in 4242')
})

test('3-D Secure: the bank’s challenge in the page, then the gift is recorded once', async ({
  page,
  context,
  request,
}) => {
  const confirms = confirmsOf(context)
  const f = await openForm(page)
  const email = uniqueEmail('stripe-3ds')
  await fillStripeDonation(f, { email, card: TEST_CARDS.authenticationRequired, amount: '75' })
  await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  expect(pm.id).toMatch(/^pm_card_authenticationRequired_/)

  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const challenge = page.frameLocator('iframe[title="3D Secure authentication"]')
  await expect(challenge.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible()
  // Waiting on the bank: nothing recorded yet, the intent awaits the action.
  expect(intentsPaidWith(pm.id).map((i) => i.status)).toEqual(['requires_action'])
  expect(await staff.donationsOf(email)).toEqual([])
  await challenge.getByRole('button', { name: 'Complete authentication' }).click()

  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
  await expect(page.locator('iframe[title="3D Secure authentication"]')).toHaveCount(0)
  // The first confirmation asked for the action under `data`; the second recorded the gift.
  const [first, second] = await Promise.all(confirms.answers)
  expect(first).toEqual({
    data: { requires_action: true, client_secret: expect.stringMatching(/^pi_\w+_secret_/) },
  })
  expect(second).toMatchObject({ data: { donation_id: expect.any(Number) } })
  expect(confirms.sent).toBe(2)
  const intents = intentsPaidWith(pm.id)
  expect(intents).toHaveLength(1)
  expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 7_500 })
  const donations = await staff.donationsOf(email)
  expect(donations).toHaveLength(1)
  expect(donations[0]).toMatchObject({ chargeId: intents[0]!.id })
})

test('3-D Secure failed: the page says so and nothing is recorded', async ({ page, request }) => {
  const f = await openForm(page)
  const email = uniqueEmail('stripe-3ds-fail')
  await fillStripeDonation(f, { email, card: TEST_CARDS.authenticationRequired, amount: '30' })
  await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const challenge = page.frameLocator('iframe[title="3D Secure authentication"]')
  await challenge.getByRole('button', { name: 'Fail authentication' }).click()
  await expect(
    dialog.getByText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toHaveCount(0)
  expect(intentsPaidWith(pm.id).map((i) => i.status)).toEqual(['requires_payment_method'])
  expect(await staff.donationsOf(email)).toEqual([])
})

test('a declined card: the refusal is shown after the code, nothing is recorded', async ({
  page,
  request,
}) => {
  const f = await openForm(page)
  const email = uniqueEmail('stripe-declined')
  await fillStripeDonation(f, { email, card: TEST_CARDS.chargeDeclined, amount: '50' })
  await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  expect(pm.id).toMatch(/^pm_card_chargeDeclined_/)
  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.')
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toHaveCount(0)
  expect(intentsPaidWith(pm.id).map((i) => i.status)).toEqual(['requires_payment_method'])
  expect(api.succeeded().filter((i) => i.payment_method === pm.id)).toEqual([])
  expect(await staff.donationsOf(email)).toEqual([])
  const mails = await (
    await request.get(`${E2E.mailApi}/messages?to=${encodeURIComponent(email)}`)
  ).json()
  expect((mails as { subject: string }[]).map((m) => m.subject)).toEqual([
    'Your New Egypt Foundation donation code',
  ])
})

test('a double click on Verify charges once', async ({ page, context, request }) => {
  const confirms = confirmsOf(context)
  const f = await openForm(page)
  const email = uniqueEmail('stripe-double')
  await fillStripeDonation(f, { email, card: TEST_CARDS.visa, amount: '20' })
  await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  await dialog.getByRole('button', { name: 'Verify' }).dblclick()
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
  // Every confirmation the two clicks sent has been answered before the charges are counted
  // (the button is disabled from the first click on: one, in practice; the next test races two).
  await expect.poll(() => confirms.answers.length).toBe(confirms.sent)
  expect(confirms.sent).toBeGreaterThanOrEqual(1)
  expect(intentsPaidWith(pm.id)).toHaveLength(1)
  expect(api.succeeded().filter((i) => i.payment_method === pm.id)).toHaveLength(1)
  expect(await staff.donationsOf(email)).toHaveLength(1)
})

test('two confirmations sent at once (before the page re-renders) charge once', async ({
  page,
  context,
  request,
}) => {
  const confirms = confirmsOf(context)
  const f = await openForm(page)
  const email = uniqueEmail('stripe-race')
  await fillStripeDonation(f, { email, card: TEST_CARDS.visa, amount: '40' })
  await stage(page, f)
  const pm = stripeJs.paymentMethods.at(-1)!
  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
  // Both submits run in one task: the second handler still sees the button enabled.
  await dialog.locator('form').evaluate((code: HTMLFormElement) => {
    code.requestSubmit()
    code.requestSubmit()
  })
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
  await expect.poll(() => confirms.answers.length).toBe(2)
  expect(confirms.sent).toBe(2)
  const answers = (await Promise.all(confirms.answers)) as { data?: { donation_id?: number } }[]
  expect(answers.filter((a) => a.data?.donation_id)).toHaveLength(1)
  expect(intentsPaidWith(pm.id)).toHaveLength(1)
  expect(api.succeeded().filter((i) => i.payment_method === pm.id)).toHaveLength(1)
  expect(await staff.donationsOf(email)).toHaveLength(1)
})

test('on /ar the card fields are Stripe’s, made in Arabic', async ({ page }) => {
  test.info().annotations.push({ type: 'no card typed' })
  await page.goto(`${site.url}/ar`)
  const box = await donationBox(page)
  const f = box.getByRole('form', { name: 'نموذج التبرع' })
  await f.getByRole('button', { name: 'بيانات الدفع', exact: true }).click()
  const number = f.locator('[data-stripe-field="cardNumber"] iframe').contentFrame()
  await expect(number.getByLabel('Credit or debit card number')).toBeVisible()
  await expect(number.locator('html')).toHaveAttribute('lang', 'ar')
  expect(stripeJs.locales).toEqual(['ar'])
})

// Apple Pay / Google Pay (decision 0058), on this instance.
walletTests(() => ({ site, api, stripeJs, staff }), codeOf)
