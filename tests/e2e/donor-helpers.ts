import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { codeFor, donationBox, fillDonation, form, otpDialog } from './donation-helpers'
import { expect } from './fixtures'
import { hasPdftotext, pdfText } from '../helpers/pdf-text'
import { mailsTo } from './form-helpers'

/** What the donor portal's specs share: giving, signing in to /donor, downloading PDFs. */
export const SIGN_IN_SUBJECT = 'Your New Egypt Foundation sign-in code'

export async function give(
  page: Page,
  request: Parameters<typeof codeFor>[0],
  email: string,
  gift: { amount: string; repeat?: 'Monthly' } = { amount: '100', repeat: 'Monthly' },
  /** The how-manieth code mail of this address it waits for (an address that gives again). */
  codeNumber = 1,
) {
  await page.goto('/')
  const f = form(await donationBox(page))
  await fillDonation(f, { email, ...gift })
  await f.submit.click()
  const dialog = otpDialog(page)
  await dialog.getByPlaceholder('Enter 6-digit OTP').fill(await codeFor(request, email, codeNumber))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const success = page.getByRole('dialog', { name: 'Donation Successful!' })
  await expect(success).toBeVisible()
  // It stays until closed (decision 0103).
  await success.getByRole('button', { name: 'Close', exact: true }).click()
}

export async function signIn(page: Page, request: Parameters<typeof codeFor>[0], email: string) {
  await page.goto('/donor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your donations')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(
    page.getByText(
      'If this address can sign in, a 6-digit code is on its way. It expires in 10 minutes.',
    ),
  ).toBeVisible()
  const mails = (await mailsTo(request, email, 1)).filter((m) => m.subject === SIGN_IN_SUBJECT)
  let code = /Your one-time code is (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1]
  if (!code) {
    await expect
      .poll(async () => {
        const all = await mailsTo(request, email, 1)
        code = /Your one-time code is (\d{6})/.exec(
          all.filter((m) => m.subject === SIGN_IN_SUBJECT).at(-1)?.text ?? '',
        )?.[1]
        return code ?? ''
      })
      .toMatch(/^\d{6}$/)
  }
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByLabel('One-time code').fill(wrong)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('The code is incorrect.')).toBeVisible()
  await page.getByLabel('One-time code').fill(code!)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
}

export async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  const content = readFileSync((await file.path())!)
  expect(content.subarray(0, 5).toString()).toBe('%PDF-')
  return file.suggestedFilename()
}

/** A downloaded PDF's text (pdftotext, poppler-utils: .ci/run installs it), or null without it. */
export async function downloadText(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  if (!hasPdftotext) return null
  return pdfText(readFileSync((await file.path())!))
}

export const CARD_CODE_SUBJECT = 'Your New Egypt Foundation code to change your card'
const EN_LABELS = ['Card Number', 'Cardholder Name', 'Expiry Month', 'Expiry Year', 'CVC']
export const AR_LABELS = [
  'رقم البطاقة',
  'الاسم على البطاقة',
  'شهر الانتهاء',
  'سنة الانتهاء',
  'رمز التحقق (CVC)',
]

/** Types a card into the donation form's card fields (in a plan's "Replace card" form). */
export async function fillCard(form: Locator, number: string, name: string, labels = EN_LABELS) {
  const [numberLabel, nameLabel, monthLabel, yearLabel, cvcLabel] = labels
  await form.getByLabel(numberLabel!, { exact: true }).fill(number)
  await form.getByLabel(nameLabel!, { exact: true }).fill(name)
  await form.getByLabel(monthLabel!, { exact: true }).fill('12')
  await form.getByLabel(yearLabel!, { exact: true }).fill(String(new Date().getUTCFullYear() + 2))
  await form.getByLabel(cvcLabel!, { exact: true }).fill('123')
}

/** The code of the newest card-change mail of an address. */
export async function cardCode(request: Parameters<typeof codeFor>[0], email: string) {
  let code = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email, 1))
        .filter((m) => m.subject === CARD_CODE_SUBJECT)
        .at(-1)
      code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
