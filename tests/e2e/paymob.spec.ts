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
  await expect(page).toHaveURL(/\/donations\/payment\?state=paid/)
  await expect(
    page.getByText('Thank you for your generous donation. Your receipt is on its way by e-mail.'),
  ).toBeVisible()
  const mails = await mailsTo(request, email, 2)
  expect(
    mails.filter((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
  ).toHaveLength(1)
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
  await expect(page).toHaveURL(/\/donations\/payment\?state=pending&reference=\d+/)
  await expect(page.getByTestId('kiosk-reference')).toHaveText(reference)
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
  expect(
    after.filter((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
  ).toHaveLength(1)
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
  await expect(page).toHaveURL(/\/donations\/payment\?state=paid/)
  // The TOKEN callback came through the site's callback route, signed: the plan holds the card.
  await expect
    .poll(async () => (await planOf(email))[0]?.gateway_token ?? '')
    .toMatch(/^[0-9a-f]{56}$/)
  expect(await planOf(email)).toMatchObject([{ card_last4: '2346' }])
})
