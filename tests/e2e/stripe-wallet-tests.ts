import type { APIRequestContext, Page } from '@playwright/test'
import type { StripeJsStandIn } from '../helpers/stripe-js-standin'
import type { StripeModeServer } from '../helpers/stripe-mode-server'
import type { StripeStandIn } from '../helpers/stripe-standin'
import { donationBox, form, openSection, otpDialog, uniqueEmail } from './donation-helpers'
import { expect, test } from './fixtures'
import { cardFrame, fillEverythingButCard } from './stripe-mode-helpers'

/**
 * Apple Pay / Google Pay in Stripe mode (issue 19 item 7, decision 0058), run by
 * stripe-mode.spec.ts on its Stripe-mode instance. The Stripe.js stand-in's `paymentRequest()`
 * finds the wallets a test sets in `window.__standinWallets` and keeps what the page did in
 * `window.__standinWalletLog`.
 */
/** The suite's instance and stand-ins, as they are once its beforeAll has run. */
export interface WalletSuite {
  site: StripeModeServer
  api: StripeStandIn
  stripeJs: StripeJsStandIn
  staff: { donationsOf: (email: string) => Promise<Record<string, unknown>[]> }
}

type Entry = {
  event: string
  status?: string
  result?: unknown
  total?: unknown
  options?: unknown
}
const walletLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __standinWalletLog?: Entry[] }).__standinWalletLog ?? [],
  )
const offerWallets = (page: Page, wallets: Record<string, boolean> | null) =>
  page.addInitScript((w) => {
    ;(window as unknown as { __standinWallets: unknown }).__standinWallets = w
  }, wallets)
const GOOGLE_PAY = { applePay: false, googlePay: true }

export function walletTests(
  suite: () => WalletSuite,
  codeOf: (request: APIRequestContext, email: string) => Promise<string>,
) {
  async function openForm(page: Page, path = '/') {
    await page.goto(`${suite().site.url}${path}`)
    return form(await donationBox(page))
  }

  test('Google Pay: the sheet closes at once, then the e-mailed code, one charge', async ({
    page,
    request,
  }) => {
    await offerWallets(page, GOOGLE_PAY)
    const f = await openForm(page)
    const email = uniqueEmail('stripe-wallet')
    await fillEverythingButCard(f, { email, amount: '25' })
    const wallet = f.root.getByRole('group', { name: 'Pay with a wallet' })
    await expect(wallet.getByText('or pay by card')).toBeVisible()

    // The staging is held until the wallet's completion has been looked at.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const stageUrl = `${suite().site.url}/api/donation/stage-donation`
    await page.route(stageUrl, async (route) => {
      await held
      await route.continue()
    })
    const staged = page.waitForRequest(stageUrl)
    await wallet.getByRole('button', { name: 'Pay with Google Pay' }).click()
    const body = (await staged).postDataJSON() as Record<string, unknown>
    const log = await walletLog(page)
    expect(log.map((e) => e.event)).toEqual(
      expect.arrayContaining(['create', 'canMakePayment', 'show', 'complete']),
    )
    expect(log.find((e) => e.event === 'create')?.options).toMatchObject({
      country: 'US',
      currency: 'usd',
    })
    expect(log.find((e) => e.event === 'show')?.total).toEqual({
      label: 'New Egypt Foundation',
      amount: 2_500,
    })
    expect(log.filter((e) => e.event === 'complete')).toEqual([
      { event: 'complete', status: 'success' },
    ])
    await expect(otpDialog(page)).toHaveCount(0)
    release()
    await expect(otpDialog(page)).toBeVisible()

    const pm = suite().stripeJs.paymentMethods.at(-1)!
    expect(pm).toMatchObject({ wallet: 'google_pay', number: '' })
    expect(body.payment_method_id).toBe(pm.id)
    // The holder's name left empty is the donor's; no card field goes with a wallet either.
    expect(body.cc_name).toBe('Amira Fawzy')
    for (const field of ['cc_number', 'cc_exp_month', 'cc_exp_year', 'cc_cvc'])
      expect(body).not.toHaveProperty(field)
    const intentsOf = () =>
      [...suite().api.intents.values()].filter((i) => i.payment_method === pm.id)
    expect(intentsOf()).toEqual([])

    const dialog = otpDialog(page)
    await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeOf(request, email))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
    expect(intentsOf()).toHaveLength(1)
    expect(intentsOf()[0]).toMatchObject({ status: 'succeeded', amount: 2_500, currency: 'usd' })
    const donations = await suite().staff.donationsOf(email)
    expect(donations).toHaveLength(1)
    expect(donations[0]).toMatchObject({ gateway: 'stripe', chargeId: intentsOf()[0]!.id })
  })

  test('the wallet’s sheet cancelled: nothing is sent, the form stays as it was', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'no card typed' })
    await offerWallets(page, GOOGLE_PAY)
    await page.addInitScript(() => {
      ;(window as unknown as { __standinWalletOutcome: string }).__standinWalletOutcome = 'cancel'
    })
    let staged = false
    page.on('request', (r) => void (r.url().endsWith('/stage-donation') && (staged = true)))
    const f = await openForm(page)
    await fillEverythingButCard(f, { email: uniqueEmail('stripe-wallet-cancel'), amount: '10' })
    await f.root.getByRole('button', { name: 'Pay with Google Pay' }).click()
    await expect
      .poll(async () => (await walletLog(page)).map((e) => e.event))
      .toEqual(expect.arrayContaining(['show', 'cancel']))
    expect(staged).toBe(false)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(f.field('First Name')).toHaveValue('Amira')
    expect(suite().stripeJs.paymentMethods).toEqual([])
  })

  test('no wallet in the browser: no wallet button, the card fields as before', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'no card typed' })
    await offerWallets(page, null)
    const f = await openForm(page)
    await openSection(f, 'Payment Details')
    await expect(cardFrame(f, 'cardNumber').getByLabel('Credit or debit card number')).toBeVisible()
    await expect
      .poll(async () => (await walletLog(page)).find((e) => e.event === 'canMakePayment'))
      .toEqual({ event: 'canMakePayment', result: null })
    await expect(f.root.getByRole('group', { name: 'Pay with a wallet' })).toHaveCount(0)
    await expect(f.root.getByText('or pay by card')).toHaveCount(0)
  })

  test('the wallet pressed with the form incomplete: no sheet, the form says why', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'no card typed' })
    await offerWallets(page, GOOGLE_PAY)
    const f = await openForm(page)
    await openSection(f, 'Payment Details')
    await f.root.getByRole('button', { name: 'Pay with Google Pay' }).click()
    const alert = page.getByRole('dialog', { name: 'Form Invalid' })
    await expect(alert.getByText('Please fill all required fields correctly')).toBeVisible()
    await alert.getByRole('button', { name: 'OK' }).click()
    for (const section of ['Personal Details', 'Donation Details'])
      await expect(f.section(section)).toHaveAttribute('aria-expanded', 'true')
    await expect(f.root.getByText('First name is required')).toBeVisible()
    await expect(f.field('First Name')).toHaveAttribute('aria-invalid', 'true')
    // The wallet is the card: Stripe's card fields are not asked for.
    await expect(f.root.getByText('Enter your card details')).toHaveCount(0)
    expect((await walletLog(page)).map((e) => e.event)).not.toContain('show')
    expect(suite().stripeJs.paymentMethods).toEqual([])
  })

  test('on /ar the wallet button and its separator are in Arabic', async ({ page }) => {
    test.info().annotations.push({ type: 'no card typed' })
    await offerWallets(page, GOOGLE_PAY)
    await page.goto(`${suite().site.url}/ar`)
    const f = (await donationBox(page)).getByRole('form', { name: 'نموذج التبرع' })
    await f.getByRole('button', { name: 'بيانات الدفع', exact: true }).click()
    const wallet = f.getByRole('group', { name: 'الدفع بالمحفظة الإلكترونية' })
    await expect(wallet.getByRole('button', { name: 'ادفع باستخدام Google Pay' })).toBeVisible()
    await expect(wallet.getByText('أو ادفع بالبطاقة')).toBeVisible()
  })

  test('sandbox mode (the suite’s own server): no wallet, whatever the browser offers', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'no card typed' })
    await offerWallets(page, GOOGLE_PAY)
    await page.goto('/')
    const f = form(await donationBox(page))
    await openSection(f, 'Payment Details')
    await expect(f.field('Expiry Month')).toBeVisible()
    await expect(f.root.getByRole('group', { name: 'Pay with a wallet' })).toHaveCount(0)
    expect(await walletLog(page)).toEqual([])
  })
}
