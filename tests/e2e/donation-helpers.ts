import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { mailsTo, uniqueTag } from './form-helpers'

/** Helpers of the donation suites: the form's parts, a valid donation, the e-mailed code. */
export const YEAR = new Date().getFullYear()
export const CODE_SUBJECT = 'Your New Egypt Foundation donation code'

export const uniqueEmail = (what: string) => `donor.${what}.${uniqueTag()}@example.org`

export function form(scope: Page | Locator) {
  const f = scope.getByRole('form', { name: 'Donation form' })
  return {
    root: f,
    section: (name: string) => f.getByRole('button', { name, exact: true }),
    field: (label: string) => f.getByLabel(label, { exact: true }),
    submit: f.getByRole('button', { name: 'Complete Donation' }),
    lines: f.getByTestId('donation-line'),
  }
}

/** The page's donation box, scrolled to as a visitor would: its form loads when it nears the screen. */
export async function donationBox(page: Page) {
  const box = page.getByTestId('make-donation-box')
  await box.scrollIntoViewIfNeeded()
  return box
}

export async function openSection(f: ReturnType<typeof form>, name: string) {
  const toggle = f.section(name)
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

export interface Donor {
  email: string
  card?: string
  purpose?: string
  amount?: string
  repeat?: 'Weekly' | 'Biweekly' | 'Monthly'
}

/** Fills a valid donation, the address through a suggestion (offline provider, the cities data). */
export async function fillDonation(f: ReturnType<typeof form>, d: Donor) {
  await openSection(f, 'Personal Details')
  await f.field('First Name').fill('Amira')
  await f.field('Last Name').fill('Fawzy')
  await f.field('Email').fill(d.email)
  await f.field('Phone').fill('201001234567')

  await openSection(f, 'Donation Details')
  const line = f.lines.first()
  await expect(
    line.getByLabel('Donation Purpose').locator('option', { hasText: 'Medical Care' }),
  ).toBeAttached()
  await line.getByLabel('Donation Purpose').selectOption({ label: d.purpose ?? 'Medical Care' })
  await line.getByLabel('Amount ($)').fill(d.amount ?? '100')
  if (d.repeat) {
    await line.getByLabel('Repeat this donation').check()
    await line.getByLabel('Repeat Type').selectOption({ label: d.repeat })
  }

  await openSection(f, 'Payment Details')
  await f.field('Card Number').fill(d.card ?? '4242 4242 4242 4242')
  await f.field('Cardholder Name').fill('Amira Fawzy')
  await f.field('Expiry Month').fill('7')
  await f.field('Expiry Year').fill(String(YEAR + 2))
  await f.field('CVC').fill('123')
  await chooseCairo(f)
  await f.field('ZIP / Postal Code').fill('11519')
}

export async function chooseCairo(f: ReturnType<typeof form>) {
  const street = f.field('Street Address')
  await street.fill('12 Nile Corniche, Cairo')
  const option = f.root.getByRole('option', {
    name: '12 Nile Corniche, Cairo, Cairo, Egypt',
    exact: true,
  })
  await option.click()
  await expect(f.root.getByRole('listbox', { name: 'Address suggestions' })).toBeHidden()
  await expect(street).toHaveValue('12 Nile Corniche, Cairo, Cairo, Egypt')
  // Country, then 500 ms later the state, then the city, matched by name.
  await expect(f.field('Country').locator('option:checked')).toHaveText('Egypt')
  await expect(f.field('State').locator('option:checked')).toHaveText('Cairo')
  await expect(f.field('City').locator('option:checked')).toHaveText('Cairo')
}

/** The latest code e-mailed to `email`. */
export async function codeFor(
  request: APIRequestContext,
  email: string,
  count = 1,
): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(request, email)).filter((m) => m.subject === CODE_SUBJECT)
        code = /Your one-time code is (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
        return mails.length >= count ? code : ''
      },
      { timeout: 20_000, message: `code mail to ${email}` },
    )
    .toMatch(/^\d{6}$/)
  return code
}

export const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify OTP' })
