import { mkdirSync } from 'node:fs'
import pg from 'pg'
import { e2eDatabaseUrl } from '../helpers/e2e-database'
import {
  codeFor,
  donationBox,
  fillDonation,
  form,
  otpDialog,
  uniqueEmail,
} from './donation-helpers'
import { signIn } from './donor-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp } from './form-helpers'
import { screenshotsWanted } from './layout/whole-page-shot'

/**
 * A wallet gift in pounds, then the monthly pledge it started (decision 0122), in the browser:
 * the gift paid by mobile wallet on Paymob's checkout (the stand-in's page), the pledge's
 * reminder mailed in Arabic by the server's own scheduler on its due day, the Arabic portal's
 * "Pay now" on a phone, and the period paid by wallet through it. The step that makes a wallet
 * gift's plan a pledge is another change's; here the pledge is written to the database. The
 * rules (once per period, replays, amounts, pause, cancel) are proven in
 * tests/integration/donations/pledge.int.test.ts. Screenshots with E2E_SCREENSHOTS=1.
 */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The pledge of the paid gift, in Arabic, due a minute ago: the next job run reminds it. */
async function duePledge(email: string) {
  const [gift] = await query<{ id: number }>(
    `SELECT d.id FROM donations d WHERE d.email = $1 AND d.status = 'paid'`,
    [email],
  )
  const [purpose] = await query<{ purpose_id: number }>(
    'SELECT purpose_id FROM donations_lines WHERE _parent_id = $1 LIMIT 1',
    [gift!.id],
  )
  await query(
    `INSERT INTO recurring_plans (kind, status, donor_name, email, purpose_id, repeat_type, designation,
       currency, amount, started_at, next_charge_at, period, charges_made, failed_attempts,
       started_by_id, card_brand, card_last4, card_exp_month, card_exp_year, gateway_token,
       mail_language, updated_at, created_at)
     VALUES ('pledge', 'active', 'Amira Fawzy', $1, $2, 'monthly', 'zakat', 'EGP', 25000,
       now() - interval '1 month', now() - interval '1 minute', 1, 1, 0, $3, 'paymob', '0000', 12,
       2099, 'paymob:hosted-checkout', 'ar', now(), now())`,
    [email, purpose!.purpose_id, gift!.id],
  )
}

test('a wallet gift in pounds, its pledge reminded in Arabic and paid by wallet from the portal on a phone', async ({
  page,
  request,
}) => {
  // The scheduler runs once a minute; under `next dev` every page also compiles on its first visit.
  test.setTimeout(480_000)
  // The gift: the form, the code, Paymob's checkout, a mobile wallet.
  await actFrom(page, uniqueIp())
  await page.goto('/')
  const f = form(await donationBox(page))
  const email = uniqueEmail('pledge-wallet')
  await fillDonation(f, { email, amount: '250' })
  await f.submit.click()
  const dialog = otpDialog(page)
  await expect(dialog).toBeVisible()
  const code = await codeFor(request, email)
  await query(`UPDATE staged_donations SET currency = 'EGP' WHERE email = $1`, [email])
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/unifiedcheckout\/\?publicKey=/)
  await page.getByRole('radio', { name: /^Mobile wallet/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/donations\/payment\?order=\d+&token=/)

  // Its pledge falls due: the server's scheduler (every minute) mails the Arabic reminder.
  await duePledge(email)
  let reminder: { subject: string; text: string; html: string } | undefined
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email, 1)
        reminder = mails.find((m) => m.subject.startsWith('تذكير بتبرعك الشهري'))
        return Boolean(reminder)
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(true)
  expect(reminder!.text).toMatch(/ج\.م لصالح «.+» \(زكاة\)/)
  const link = /https?:\/\/\S+\/api\/donation\/pledge-payment\?\S+/.exec(reminder!.text)![0]

  await page.setViewportSize({ width: 390, height: 844 })
  if (screenshotsWanted) {
    mkdirSync(`${shots}`, { recursive: true })
    await page.setContent(reminder!.html)
    await page.screenshot({ path: `${shots}/pledge-reminder-ar-390.png`, fullPage: true })
  }

  // The Arabic portal on a phone: the pledge explained, and its period's "Pay now".
  await signIn(page, request, email)
  await page.goto('/ar/donor')
  const pledge = page.getByTestId('donor-plan').filter({ has: page.getByTestId('pledge-kind') })
  await expect(pledge.getByTestId('pledge-kind')).toContainText('تعهّد: لا يُخصم أي مبلغ تلقائيًا')
  await expect(pledge.getByRole('link', { name: 'ادفع الآن' })).toHaveAttribute('href', link)
  if (screenshotsWanted) {
    await page.screenshot({ path: `${shots}/pledge-portal-ar-390.png`, fullPage: true })
  }

  // Paid by wallet through it: the Arabic page says so, and the period is receipted.
  await pledge.getByRole('link', { name: 'ادفع الآن' }).click()
  await expect(page).toHaveURL(/\/unifiedcheckout\/\?publicKey=/)
  await page.getByRole('radio', { name: /^Mobile wallet/ }).check()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/ar\/donations\/payment\?order=\d+&token=/)
  await page.goto(link)
  await expect(page).toHaveURL(/\/ar\/donations\/payment\?state=periodPaid/)
  await expect(page.getByText('تبرع هذه الدورة مدفوع بالفعل.', { exact: false })).toBeVisible()
})
