import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { actFrom, mailsTo, uniqueIp, uniqueTag } from '../form-helpers'

/** A whole donation on a phone, from the fixed 'Make A Donation' button to the success dialog. */

const CODE_SUBJECT = 'Your New Egypt Foundation donation code'

/** Opens a section of the form by a tap, unless it is open. */
async function open(form: Locator, name: string) {
  const toggle = form.getByRole('button', { name, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

test('phone: a whole donation from the modal, the code read from the mail', async ({
  page,
  request,
}) => {
  await actFrom(page, uniqueIp())
  const email = `donor.phone.${uniqueTag()}@example.org`
  await page.goto('/aboutus')
  await page
    .getByRole('complementary', { name: 'Quick actions' })
    .getByRole('button', { name: 'Make A Donation' })
    .tap()
  const dialog = page.getByRole('dialog', { name: 'Make A Donation' })
  const form = dialog.getByRole('form', { name: 'Donation form' })
  const field = (label: string) => form.getByLabel(label, { exact: true })

  await open(form, 'Personal Details')
  await field('First Name').fill('Amira')
  await field('Last Name').fill('Fawzy')
  await field('Email').fill(email)
  await field('Phone').fill('201001234567')

  await open(form, 'Donation Details')
  const purpose = form.getByTestId('donation-line').first().getByLabel('Donation Purpose')
  await expect(purpose.locator('option', { hasText: 'Medical Care' })).toBeAttached()
  await purpose.selectOption({ label: 'Medical Care' })
  await form.getByTestId('donation-line').first().getByLabel('Amount ($)').fill('40')

  await open(form, 'Payment Details')
  await field('Card Number').fill('4242 4242 4242 4242')
  await field('Cardholder Name').fill('Amira Fawzy')
  await field('Expiry Month').fill('7')
  await field('Expiry Year').fill(String(new Date().getFullYear() + 2))
  await field('CVC').fill('123')
  const street = field('Street Address')
  await street.fill('12 Nile Corniche, Cairo')
  await form
    .getByRole('option', { name: '12 Nile Corniche, Cairo, Cairo, Egypt', exact: true })
    .tap()
  await expect(field('City').locator('option:checked')).toHaveText('Cairo')
  await field('ZIP / Postal Code').fill('11519')

  const submit = form.getByRole('button', { name: 'Complete Donation' })
  await expect(submit).toHaveAttribute('aria-disabled', 'false')
  await submit.tap()
  const otp = page.getByRole('dialog', { name: 'Verify OTP' })
  await expect(otp).toBeVisible()
  let code = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((m) => m.subject === CODE_SUBJECT)
      code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  const input = otp.getByPlaceholder('Enter 6-digit OTP')
  // The code field asks a phone for its number pad and offers the code from the mail.
  await expect(input).toHaveAttribute('inputmode', 'numeric')
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await input.fill(code)
  await otp.getByRole('button', { name: 'Verify' }).tap()
  const success = page.getByRole('dialog', { name: 'Donation Successful!' })
  await expect(success).toBeVisible()
  await expect(success.getByText('Thank you for your generous donation')).toBeVisible()
})
