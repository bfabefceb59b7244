import pg from 'pg'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import { E2E } from '../helpers/e2e-env'
import {
  codeFor,
  donationBox,
  fillDonation,
  form,
  otpDialog,
  uniqueEmail,
} from './donation-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp } from './form-helpers'
import { screenshotsWanted } from './layout/whole-page-shot'

const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'
const RECEIPT = 'Your donation receipt from the New Egypt Foundation'
/** The page Paymob's return leads to: our own record, by an order we signed (decision 0128). */
const RETURN_PAGE = /\/donations\/payment\?order=\d+&token=/

/** The return page at the narrowest phone (320 px), a common one and a desktop, in English and Arabic, for people to look at. */
async function keepShots(page: import('@playwright/test').Page, name: string) {
  if (!screenshotsWanted) return
  const english = page.url()
  for (const [lang, url] of [
    ['en', english],
    ['ar', english.replace('/donations/payment', '/ar/donations/payment')],
  ] as const) {
    await page.goto(url)
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${shots}/${name}-${lang}-${width}.png`, fullPage: true })
    }
  }
  await page.goto(english)
}

/**
 * A gift in Egyptian pounds in the browser (decision 0107): the form, the code, then Paymob's
 * checkout (the local stand-in's page, which the launcher runs in test mode), the way back and what the page and the mails say. The
 * form has no currency choice yet, so the staged gift is made an EGP gift in the database before
 * the code is entered. The rules (HMAC, once only, amounts, expiry, refunds) are proven in
 * tests/integration/donations/paymob.int.test.ts.
 */

async function inPounds(email: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    // As the form stages pounds (decision 0107): the placeholder card, no token of ours.
    await client.query(
      `UPDATE staged_donations SET currency = 'EGP', gateway_token = 'paymob:hosted-checkout',
         card_brand = 'paymob', card_last4 = '0000' WHERE email = $1`,
      [email],
    )
  } finally {
    await client.end()
  }
}

/** Paymob's transaction id of the kiosk reference, as the callback recorded it. */
async function kioskTransaction(reference: string): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT transaction_id AS id FROM paymob_payments WHERE bill_reference = $1`,
      [reference],
    )
    return rows[0]!.id
  } finally {
    await client.end()
  }
}

async function toCheckout(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
  tag: string,
  repeat?: 'Monthly',
) {
  await actFrom(page, uniqueIp())
  await page.goto('/')
  const f = form(await donationBox(page))
  const email = uniqueEmail(tag)
  await fillDonation(f, { email, amount: '250', repeat })
  await f.submit.click()
  const dialog = otpDialog(page)
  await expect(dialog).toBeVisible()
  const code = await codeFor(request, email)
  await inPounds(email)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/unifiedcheckout\/\?publicKey=/)
  await expect(page.getByText('Amount: EGP 250.00')).toBeVisible()
  return email
}

test('a card gift in pounds: Paymob’s checkout, back to the page, one receipt', async ({
  page,
  request,
}) => {
  const email = await toCheckout(page, request, 'paymob-card')
  await page.getByRole('radio', { name: /^Card/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(RETURN_PAGE)
  await expect(
    page.getByText('Thank you for your generous donation. Your receipt is on its way by e-mail.'),
  ).toBeVisible()
  // What the donor needs from the page (the rest is proven in paymob-trust.int.test.ts).
  await expect(page.getByTestId('payment-receipt-number')).toHaveText(/^Receipt number: D-\d+$/)
  await expect(page.getByText(`We sent your receipt to ${email}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /your donor page/ })).toHaveAttribute(
    'href',
    '/donor',
  )
  await keepShots(page, 'paymob-return-paid')
  const mails = await mailsTo(request, email, 2)
  expect(mails.filter((m) => m.subject === RECEIPT)).toHaveLength(1)
})

test('a wallet gift: its receipt names the mobile wallet, not a card', async ({
  page,
  request,
}) => {
  const email = await toCheckout(page, request, 'paymob-wallet')
  await page.getByRole('radio', { name: /^Mobile wallet/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(RETURN_PAGE)
  const mails = await mailsTo(request, email, 2)
  const receipt = mails.find((m) => m.subject === RECEIPT)
  expect(receipt?.text).toContain('Paid with: your mobile wallet')
  expect(receipt?.text).not.toContain('0000')
})

test('a kiosk gift: the reference on the page and by mail, the receipt only once paid', async ({
  page,
  request,
}) => {
  const email = await toCheckout(page, request, 'paymob-kiosk')
  await page.getByRole('radio', { name: /^Kiosk/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  const reference = (await page.getByTestId('kiosk-reference').textContent())!.trim()
  await page.getByRole('link', { name: 'Back to the site' }).click()
  await expect(page).toHaveURL(RETURN_PAGE)
  await expect(page.getByTestId('kiosk-reference')).toHaveText(reference)
  await expect(page.getByTestId('kiosk-steps').getByRole('listitem')).toHaveCount(4)
  await keepShots(page, 'paymob-return-kiosk')
  // A reference in the address bar is never shown: only our own record's (decision 0128).
  for (const path of ['/donations/payment', '/ar/donations/payment']) {
    await page.goto(`${path}?state=pending&reference=12345678`)
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'unknown')
    await expect(page.getByTestId('kiosk-reference')).toHaveCount(0)
  }
  const mails = await mailsTo(request, email, 2)
  expect(mails.some((m) => m.subject.includes(reference))).toBe(true)
  expect(
    mails.some((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
  ).toBe(false)

  // The cash paid at the kiosk: the stand-in's lever (the launcher runs the stand-in).
  const transaction = await kioskTransaction(reference)
  expect((await request.post(`${E2E.paymobApi}/standin/kiosk/${transaction}/pay`)).status()).toBe(
    200,
  )
  const after = await mailsTo(request, email, 3)
  const receipts = after.filter((m) => m.subject === RECEIPT)
  expect(receipts).toHaveLength(1)
  expect(receipts[0]!.text).toContain('Paid with: cash at an Aman or Fawry outlet')
})

/** The plan a monthly gift started: its token and card, as the callbacks left them. */
async function planOf(email: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ gateway_token: string; card_last4: string }>(
      'SELECT gateway_token, card_last4 FROM recurring_plans WHERE email = $1',
      [email],
    )
    return rows
  } finally {
    await client.end()
  }
}

test('a monthly gift in pounds: Paymob’s page offers to keep the card, and the plan takes it', async ({
  page,
  request,
}) => {
  // Decision 0120. The scheduler's charges of the saved card, declines and lost answers:
  // tests/integration/donations/paymob-plans.int.test.ts.
  const email = await toCheckout(page, request, 'paymob-monthly', 'Monthly')
  await expect(page.getByRole('checkbox', { name: /Save this card/ })).toBeChecked()
  await page.getByRole('radio', { name: /^Card/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(RETURN_PAGE)
  // The TOKEN callback came through the site's callback route, signed: the plan holds the card.
  await expect
    .poll(async () => (await planOf(email))[0]?.gateway_token ?? '')
    .toMatch(/^[0-9a-f]{56}$/)
  expect(await planOf(email)).toMatchObject([{ card_last4: '2346' }])
})
