import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { CASE_STATUS_TEXTS, CASE_TEXTS } from '@/features/cases/texts'
import { createRequire } from 'node:module'
import { expect, test } from '../fixtures'
import { actFrom, mailsTo, uniqueIp, uniqueTag } from '../form-helpers'
import { newNationalId, newPhone } from '../applicant'

/**
 * Issue 42: an Egyptian visitor on a phone whose keyboard types Arabic-Indic digits (٠–٩), in
 * Arabic: a donation with compound names and its code, the donor portal's sign-in code, a case
 * request and its status lookup, a volunteer's phone. Every number is typed in Arabic digits,
 * with the spaces people put in them. With E2E_SHOTS_DIR set, the case wizard and the footer
 * are saved at 390 px.
 */
test.use({ locale: 'ar-EG' })

/** The Arabic catalogue (read as JSON: the test runner's modules take no JSON import). */
const ar = createRequire(import.meta.url)(
  '../../../src/i18n/messages/ar.json',
) as typeof import('@/i18n/messages/ar.json')

/** Digits as the Arabic keyboard types them (٠١٢٣٤٥٦٧٨٩). */
const arabic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
/** A code typed in Arabic digits with a space in the middle, as people group it. */
const arabicCode = (code: string) => `${arabic(code.slice(0, 3))} ${arabic(code.slice(3))}`

const shots = process.env.E2E_SHOTS_DIR
const shot = async (target: Page | Locator, name: string) => {
  if (shots) await target.screenshot({ path: `${shots}/${name}.png` })
}

const photo = async () => ({
  name: 'case.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e786e' } })
    .png()
    .toBuffer(),
})

async function open(form: Locator, name: string) {
  const toggle = form.getByRole('button', { name, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** The latest code of a mail to `to` whose subject is `subject`, by its pattern. */
async function codeFrom(page: Page, to: string, subject: string, pattern: RegExp) {
  let code = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(page.request, to)).filter((m) => m.subject === subject).at(-1)
      code = pattern.exec(mail?.text ?? '')?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

async function donate(page: Page, email: string) {
  const D = ar.donation
  await page.goto('/ar')
  await page
    .getByRole('complementary', { name: ar.shell.quickActions })
    .getByRole('button', { name: ar.shell.makeDonation })
    .tap()
  const form = page
    .getByRole('dialog', { name: ar.shell.makeDonation })
    .getByRole('form', { name: D.formLabel })
  const field = (label: string) => form.getByLabel(label, { exact: true })

  await open(form, D.form.personal)
  await field(D.labels.firstName).fill('عبد الرحمن')
  await field(D.labels.lastName).fill('عبد الله')
  await field(D.labels.email).fill(email)
  await field(D.labels.phone).fill('٠١٠٠ ١٢٣ ٤٥٦٧')
  // The whole phone as typed, spaces included, fits the field; it runs left to right.
  await expect(field(D.labels.phone)).toHaveValue('٠١٠٠ ١٢٣ ٤٥٦٧')
  await expect(field(D.labels.phone)).toHaveAttribute('dir', 'ltr')

  await open(form, D.form.donation)
  const line = form.getByTestId('donation-line').first()
  await expect(line.getByLabel(D.labels.purpose).locator('option')).not.toHaveCount(1)
  await line.getByLabel(D.labels.purpose).selectOption({ index: 1 })
  // An Arabic page gives in pounds unless the donor chooses dollars (decision 0110).
  await line.getByLabel(D.labels.amountEgp).fill('٤٠')

  // Pounds are paid on Paymob's page after the code (decision 0107): no card fields here.
  await open(form, D.form.payment)
  await expect(form.getByText(D.currency.hosted)).toBeVisible()
  await expect(field(D.labels.cardNumber)).toHaveCount(0)
  await field(D.labels.street).fill('12 Nile Corniche, Cairo')
  await form
    .getByRole('option', { name: /^12 Nile Corniche, Cairo/ })
    .first()
    .tap()
  await field(D.labels.zip).fill('١١٥١٩')

  const submit = form.getByRole('button', { name: D.form.submit })
  await expect(submit).toHaveAttribute('aria-disabled', 'false')
  await submit.tap()
  const otp = page.getByRole('dialog', { name: D.alerts.otpTitle })
  await expect(otp).toBeVisible()
  const code = await codeFrom(
    page,
    email,
    'رمز تأكيد تبرعك لمؤسسة مصر الجديدة',
    /رمز التحقق الخاص بك: (\d{6})/,
  )
  await otp.getByPlaceholder(D.alerts.otpPlaceholder).fill(arabicCode(code))
  await otp.getByRole('button', { name: D.alerts.otpVerify }).tap()
  // Paymob's checkout (the launcher's local stand-in), paid by card, then back on our page.
  await expect(page).toHaveURL(/\/unifiedcheckout\/\?publicKey=/)
  await expect(page.getByText('Amount: EGP 40.00')).toBeVisible()
  await page.getByRole('radio', { name: /^Card/ }).tap()
  await page.getByRole('button', { name: 'Pay' }).tap()
  await expect(page).toHaveURL(/\/ar\/donations\/payment\?order=\d+&token=/)
  await expect(page.getByText(ar.paymobPayment.paid)).toBeVisible()
}

async function signInToPortal(page: Page, email: string) {
  await page.goto('/ar/donor')
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'أرسل لي رمزًا' }).tap()
  const code = await codeFrom(
    page,
    email,
    'رمز الدخول إلى صفحة تبرعاتك لدى مؤسسة مصر الجديدة',
    /رمزك لمرة واحدة هو (\d{6})/,
  )
  await page.getByLabel('الرمز لمرة واحدة', { exact: true }).fill(arabicCode(code))
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).tap()
  await expect(page.getByText(`مسجّل الدخول باسم ${email}`)).toBeVisible()
}

async function requestHelp(page: Page, nationalId: string, phone: string) {
  const T = CASE_TEXTS.ar
  await page.goto('/caseFormParts')
  const form = page.getByRole('form', { name: T.formLabel })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  const next = form.getByRole('button', { name: T.next, exact: true })
  await expect(field(T.purpose).locator('option')).not.toHaveCount(1)
  await field(T.purpose).selectOption({ index: 1 })
  await field(T.fullname).fill('عبد الله عبد الرحمن')
  await field(T.national_id).fill(arabic(`${nationalId.slice(0, 7)} ${nationalId.slice(7)}`))
  await field(T.age).fill('٤٢')
  await field(T.phone).fill(arabic(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`))
  await expect(form.getByText(T.nationalIdWhy)).toBeVisible()
  await shot(page, 'case-wizard-step1-ar-390')
  await next.tap()

  await field(T.address).fill('١٢ شارع النيل')
  await field(T.goverment_id).selectOption({ index: 1 })
  await expect(field(T.city).locator('option')).not.toHaveCount(1)
  await field(T.city).selectOption({ index: 1 })
  await field(T.club_id).selectOption({ index: 1 })
  await next.tap()
  await next.tap() // step 3 always passes

  await expect(form.getByText(T.filesHint)).toBeVisible()
  await field(T.case_image).setInputFiles(await photo())
  await shot(page, 'case-wizard-step4-ar-390')
  await form.getByRole('button', { name: T.submit, exact: true }).tap()
  const status = form.getByRole('status')
  await expect(status).toBeVisible()
  return (await status.locator('strong[translate="no"]').innerText()).trim()
}

async function lookUp(page: Page, reference: string, nationalId: string) {
  const S = CASE_STATUS_TEXTS.ar
  await page.goto('/caseStatus')
  await page.getByLabel(S.reference, { exact: true }).fill(reference)
  await page.getByLabel(S.identifier, { exact: true }).fill(arabic(nationalId))
  await page.getByRole('button', { name: S.check }).tap()
  await expect(page.getByText(`${S.status}: ${S.events.new}`)).toBeVisible()
}

async function volunteer(page: Page) {
  const V = ar.volunteer
  await page.goto('/ar/joinUs')
  const form = page.getByRole('form', { name: V.formLabel })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await field(V.labels.fullname).fill('عبد الرحمن عبد الله')
  await field(V.labels.email).fill(`volunteer.ar.${uniqueTag()}@example.org`)
  await field(V.labels.phone).fill('٠١٠٠ ١٢٣ ٤٥٦٧')
  await field(V.labels.from).fill('09:00')
  await field(V.labels.to).fill('17:30')
  await field(V.labels.skills).fill('الإسعافات الأولية')
  await form.getByLabel(V.labels.terms).tap()
  await form.getByRole('button', { name: V.labels.register }).tap()
  await expect(page.getByRole('dialog', { name: V.alerts.successTitle })).toBeVisible()
}

test('Arabic-Indic digits everywhere: a gift and its code, the portal, a case request and its status, a volunteer', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await actFrom(page, uniqueIp())
  const email = `arabic.digits.${uniqueTag()}@example.org`

  // The footer of every page leads to the case request and the donor portal (issue 42).
  await page.goto('/ar')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('link', { name: ar.footer.askForHelp })).toHaveAttribute(
    'href',
    '/caseSearchForm',
  )
  await expect(footer.getByRole('link', { name: ar.footer.yourDonations })).toHaveAttribute(
    'href',
    '/ar/donor',
  )
  await shot(footer, 'footer-ar-390')
  // The person icon offers donors their portal before the staff sign-in.
  await page.getByRole('button', { name: ar.nav.openSignIn }).tap()
  const panel = page.getByRole('dialog', { name: ar.account.signIn })
  await expect(panel.getByRole('link').first()).toHaveText(ar.account.donorPortal)
  await expect(panel.getByRole('link', { name: ar.account.donorPortal })).toHaveAttribute(
    'href',
    '/ar/donor',
  )
  await shot(page, 'person-panel-ar-390')
  await panel.getByRole('button', { name: ar.account.closePanel }).tap()

  const nationalId = newNationalId()
  const reference = await requestHelp(page, nationalId, newPhone())
  await lookUp(page, reference, nationalId)

  await volunteer(page)

  await donate(page, email)
  await signInToPortal(page, email)
})
