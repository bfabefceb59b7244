import {
  codeFor,
  donationBox,
  fillDonation,
  form,
  openSection,
  otpDialog,
  uniqueEmail,
} from './donation-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp } from './form-helpers'
import { shootWidths, shotOnRequest } from './layout/whole-page-shot'

/**
 * The donor's side of confirming (decisions 0102, 0103), what only a browser shows: the fee
 * choice moving the summary's "Amount charged", the recurring consent in the form, "Send the code
 * again" in the code dialog, and the success state that stays until closed with the receipt
 * number, where the receipt went and the portal link, at phone and desktop widths (screenshots
 * with E2E_SCREENSHOTS=1, in E2E_SHOTS_DIR). The same success state in Arabic is checked at the
 * end of arabic.spec.ts's whole donation (decision 0115). The money behind
 * it (charge = summary, the old code dead) is proven in tests/integration/donations/
 * fee-cover.int.test.ts and resend-code.int.test.ts.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'

test.beforeEach(async ({ page }) => {
  await actFrom(page, uniqueIp())
})

test('fee covered, consent, a new code, then a success state that stays until closed', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const f = form(await donationBox(page))
  const email = uniqueEmail('confirm')
  await fillDonation(f, { email, amount: '100', repeat: 'Monthly' })

  // The spec's summary until the donor adds the fee on top: then the whole $100.00 arrives.
  await openSection(f, 'Donation Details')
  await expect(f.root.getByTestId('summary-charged')).toHaveText('$100.00')
  await expect(f.root.getByTestId('summary-net')).toHaveText('$96.50')
  await f.root.getByLabel('Add the process fee ($3.63) so that my whole gift arrives').check()
  // Ticked, the spec's notice is true and shown (decision 0135).
  await expect(
    f.root.getByText('%3.5 Credit card process fee will be added to your total'),
  ).toBeVisible()
  await expect(f.root.getByTestId('summary-charged')).toHaveText('$103.63')
  await expect(f.root.getByTestId('summary-fee')).toHaveText('$3.63')
  await expect(f.root.getByTestId('summary-net')).toHaveText('$100.00')
  await expect(f.root.getByTestId('recurring-consent')).toContainText(
    'authorise the New Egypt Foundation to charge your card $103.63 every month for Medical Care',
  )
  await shotOnRequest(f.root.getByTestId('recurring-consent').locator('..'), {
    path: `${SHOTS}/summary-covered-1280.png`,
  })

  const staged = page.waitForRequest('**/api/donation/stage-donation')
  await f.submit.click()
  // The form sends the schema's output: the choice as a boolean.
  expect((await staged).postDataJSON()).toMatchObject({ cover_fee: true })
  const dialog = otpDialog(page)
  const first = await codeFor(request, email)
  await dialog.getByRole('button', { name: 'Send the code again' }).click()
  await expect(dialog.getByText(`The code was sent again to ${email}.`)).toBeVisible()
  // The same code again: a resend never takes the donor's code away (issue 64).
  expect(await codeFor(request, email, 2)).toBe(first)
  const input = dialog.getByPlaceholder('Enter 6-digit OTP')
  await expect(input).toHaveValue('')
  await input.fill(first)
  const confirmed = page.waitForResponse('**/api/donation/stage-donation/confirm')
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const { data } = (await (await confirmed).json()) as { data: { receipt_number: string } }

  const success = page.getByRole('dialog', { name: 'Donation Successful!' })
  await expect(success).toBeVisible()
  await expect(success).toBeFocused()
  await expect(success.getByText(`Receipt number: ${data.receipt_number}`)).toBeVisible()
  await expect(success.getByText(`We sent your receipt to ${email}`)).toBeVisible()
  await expect(
    success.getByRole('link', { name: 'See your donations and receipts on your donor page' }),
  ).toHaveAttribute('href', '/donor')
  // Before: gone after 3 s with the form emptied under it.
  await page.waitForTimeout(4000)
  await expect(success).toBeVisible()
  await expect(f.field('Email')).toHaveValue(email)
  await shootWidths(page, 'success-en')

  await success.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(success).toBeHidden()
  await expect(f.field('Email')).toHaveValue('')

  const mails = await mailsTo(request, email, 3)
  const receipt = mails.find((m) => m.subject.startsWith('Your donation receipt'))
  expect(receipt?.text).toContain(`Receipt number: ${data.receipt_number}`)
  expect(receipt?.text).toContain('Amount charged: $103.63')
})
