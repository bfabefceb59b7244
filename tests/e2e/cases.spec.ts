import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { CASE_MESSAGES } from '@/features/cases/schema'
import { CASE_STATUS_TEXTS } from '@/features/cases/texts'
import { expect, test } from './fixtures'
import { actFrom, signInToAdmin, staffFind, uniqueIp, uniqueTag, xsrfToken } from './form-helpers'
import { newNationalId, newPhone } from './applicant'

/** Case assistance: landings, both wizards, the static form and POST case-searches (spec 001). */
const ENDPOINT = '/api/content/case-searches'

let pngCache: Buffer | undefined
async function png(): Promise<Buffer> {
  pngCache ??= await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer()
  return pngCache
}
const upload = async (name: string) => ({ name, mimeType: 'image/png', buffer: await png() })
/** An uncompressed PNG of random pixels, about 5.9 MB: two of them exceed 10 MB together. */
async function noisePng(): Promise<Buffer> {
  const side = 1400
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

const T = {
  en: {
    form: 'Assistance request',
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit',
    purpose: 'Purpose',
    fullname: 'Full Name',
    nationalId: 'National ID',
    age: 'Age',
    email: 'Email',
    address: 'Address',
    governorate: 'Governorate',
    city: 'City/District',
    club: 'Club',
    working: 'Currently working?',
    job: 'Current Job',
    house: 'Do you have a house?',
    housing: 'Housing Type',
    yes: 'Yes',
    caseImage: 'Case Photo',
    images: 'Additional Photos',
    remove: 'Remove',
  },
  ar: {
    form: 'طلب مساعدة',
    next: 'التالي',
    previous: 'السابق',
    submit: 'إرسال',
    purpose: 'الغرض',
    fullname: 'الاسم بالكامل',
    nationalId: 'الرقم القومي',
    age: 'السن',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    governorate: 'المحافظة',
    city: 'المدينة/الحي',
    club: 'النادي',
    working: 'هل تعمل حاليًا؟',
    job: 'الوظيفة الحالية',
    house: 'هل لديك سكن؟',
    housing: 'نوع السكن',
    yes: 'نعم',
    caseImage: 'صورة الحالة',
    images: 'صور إضافية',
    remove: 'حذف',
  },
} as const

async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const id = await control.getAttribute('aria-describedby')
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(message)
}

function wizard(page: Page, lang: 'ar' | 'en') {
  const t = T[lang]
  const form = page.getByRole('form', { name: t.form })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  return {
    t,
    form,
    field,
    button: (name: string) => form.getByRole('button', { name, exact: true }),
  }
}

async function fillWizard(page: Page, lang: 'ar' | 'en', email: string) {
  const M = CASE_MESSAGES[lang]
  const { t, form, field, button } = wizard(page, lang)
  await page.goto(lang === 'ar' ? '/caseFormParts' : '/caseFormPartsEn')
  if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // Step 1: Next refuses an empty step and shows the required message.
  await expect(field(t.purpose).locator('option')).not.toHaveCount(1)
  await button(t.next).click()
  await expectFieldError(field(t.fullname), M.required)
  await expectFieldError(field(t.purpose), M.required)
  await expectFieldError(field(t.nationalId), M.required)
  await expectFieldError(field(t.age), M.required)
  await expect(field(t.email)).not.toHaveAttribute('aria-invalid', 'true')

  // Every message of the table under its condition.
  await field(t.nationalId).fill('12345abc')
  await field(t.nationalId).blur()
  await expectFieldError(field(t.nationalId), M.nationalIdDigits)
  await field(t.nationalId).fill('1234567890')
  await expectFieldError(field(t.nationalId), M.nationalIdLength)
  await field(t.age).fill('4o')
  await field(t.age).blur()
  await expectFieldError(field(t.age), M.ageDigits)

  await field(t.purpose).selectOption({ index: 1 })
  await field(t.fullname).fill(lang === 'ar' ? 'منى علي' : 'Mona Ali')
  await field(t.nationalId).fill(newNationalId())
  await field(t.age).fill('42')
  await field(t.email).fill(email)
  // By keyboard: a step change moves focus to the new step's heading, which is announced.
  const stepHeading = form.locator('h2')
  await button(t.next).press('Enter')
  await expect(stepHeading).toBeFocused()
  await expect(stepHeading).toContainText('2')

  // Step 2: Previous goes back without validation; Next needs the address step.
  await expect(field(t.address)).toBeVisible()
  await button(t.next).click()
  await expectFieldError(field(t.address), M.required)
  // Previous is disabled on step 1: focus goes to the heading, not to the page.
  await button(t.previous).press('Enter')
  await expect(stepHeading).toBeFocused()
  await expect(stepHeading).toContainText('1')
  await expect(field(t.fullname)).toHaveValue(lang === 'ar' ? 'منى علي' : 'Mona Ali')
  await button(t.next).click()
  await field(t.address).fill('12 Nile Street')
  await field(t.governorate).selectOption({ index: 1 })
  await expect(field(t.city).locator('option')).not.toHaveCount(1)
  await field(t.city).selectOption({ index: 1 })
  await field(t.club).selectOption({ index: 1 })
  if (lang === 'en') {
    await expect(field(t.governorate).locator('option').nth(1)).toHaveText('Cairo')
  } else {
    await expect(field(t.governorate).locator('option').nth(1)).toHaveText('القاهرة')
  }
  await button(t.next).click()

  // Step 3: the radios default to no; yes reveals their fields; the step always passes.
  await expect(form.getByRole('group', { name: t.working }).getByLabel(t.yes)).not.toBeChecked()
  await expect(field(t.job)).toHaveCount(0)
  await form.getByRole('group', { name: t.working }).getByLabel(t.yes).check()
  await expect(field(t.job)).toBeVisible()
  await field(t.job).fill('Teacher')
  await expect(field(t.housing)).toHaveCount(0)
  await form.getByRole('group', { name: t.house }).getByLabel(t.yes).check()
  await expect(field(t.housing)).toBeVisible()
  await button(t.next).click()

  // Step 4: Submit disabled until the case photo is chosen; previews; append and remove.
  await expect(button(t.submit)).toBeDisabled()
  await field(t.caseImage).setInputFiles(await upload('case.png'))
  await expect(form.locator('figure img').first()).toBeVisible()
  await expect(button(t.submit)).toBeEnabled()
  await field(t.images).setInputFiles([await upload('a.png'), await upload('b.png')])
  await field(t.images).setInputFiles(await upload('c.png'))
  await expect(form.getByRole('button', { name: new RegExp(`^${t.remove} `) })).toHaveCount(3)
  await form.getByRole('button', { name: `${t.remove} 2` }).click()
  await expect(form.getByRole('button', { name: new RegExp(`^${t.remove} `) })).toHaveCount(2)
  await expect(form.locator('ul figure img')).toHaveCount(2)
}

async function runWizard(page: Page, lang: 'ar' | 'en', email: string) {
  await fillWizard(page, lang, email)
  const M = CASE_MESSAGES[lang]
  const { t, form, button } = wizard(page, lang)
  await button(t.submit).click()
  await expect(form.getByRole('status')).toContainText(M.successTitle)
  // The success screen shows the reference and stays; its home link leads to /home (issue 22).
  await form.getByRole('status').getByRole('link', { name: CASE_STATUS_TEXTS[lang].home }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
}

test.describe('Case assistance', () => {
  test('the Arabic landing renders right to left with its buttons', async ({ page }) => {
    await page.goto('/caseSearchForm')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main ol li')).toHaveCount(3)
    await expect(page.locator('blockquote')).toBeVisible()
    await expect(page.getByRole('link', { name: 'تقديم طلب جديد' })).toHaveAttribute(
      'href',
      '/caseFormParts',
    )
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/caseSearchFormEn$/)
    await expect(page.getByRole('heading', { name: 'Assistance Request Portal' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Submit New Request' })).toHaveAttribute(
      'href',
      '/caseFormPartsEn',
    )
    await expect(
      page.getByRole('heading', { name: 'Complete the form', exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible()
    await page.getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/caseSearchForm$/)
  })

  for (const lang of ['en', 'ar'] as const) {
    test(`the ${lang === 'en' ? 'English' : 'Arabic'} wizard end to end with real uploads`, async ({
      page,
    }) => {
      await actFrom(page, uniqueIp())
      const email = `case.${lang}.${uniqueTag()}@example.org`
      await runWizard(page, lang, email)
      await signInToAdmin(page)
      const found = await staffFind(page, 'case-requests', `where[email][equals]=${email}`)
      expect(found.totalDocs).toBe(1)
      const doc = found.docs[0]!
      expect(doc).toMatchObject({
        status: 'new',
        // A fresh applicant per request (tests/e2e/applicant.ts).
        nationalId: expect.stringMatching(/^2980101\d{7}$/),
        nationalIdMasked: expect.stringMatching(/^\*{10}\d{4}$/),
        isWorking: true,
        hasHouse: true,
        currentJob: 'Teacher',
        language: lang,
      })
      expect(doc.caseImage).toBeTruthy()
      expect(doc.images).toHaveLength(2)
    })
  }

  test('a failed submit shows the error and stays', async ({ page }) => {
    await actFrom(page, uniqueIp())
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' }),
    )
    const { form, button } = wizard(page, 'en')
    await fillWizard(page, 'en', `fail.${uniqueTag()}@example.org`)
    await button('Submit').click()
    await expect(form.getByRole('alert')).toContainText('Error')
    await expect(form.getByRole('alert')).toContainText('Failed to submit')
    await expect(page).toHaveURL(/\/caseFormPartsEn$/)
  })

  test('the static case search form posts to the same endpoint', async ({ page }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/caseForm')
    const form = page.getByRole('form', { name: 'نموذج طلب المساعدة' })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(form.getByRole('progressbar')).toBeVisible()
    await expect(form.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/')
    await expect(form.getByLabel('المحافظة').locator('option')).toHaveCount(18)
    await expect(form.getByLabel('النادي').locator('option')).toHaveCount(5)
    await form.getByRole('button', { name: 'إرسال' }).click()
    await expect(form.getByRole('alert')).toContainText(CASE_MESSAGES.ar.incomplete)
    await expectFieldError(form.getByLabel('رقم الهاتف'), CASE_MESSAGES.ar.required)
    const tag = uniqueTag()
    await form.getByLabel('الاسم بالكامل').fill('سعاد أحمد')
    await form.getByLabel('الغرض').selectOption('kidney')
    await form.getByLabel('الرقم القومي').fill(newNationalId())
    await form.getByLabel('السن').fill('60')
    await form.getByLabel('رقم الهاتف').fill(`010${newPhone().slice(-8, -4)}5678`)
    await form.getByLabel('البريد الإلكتروني (اختياري)').fill(`static.${tag}@example.org`)
    await form.getByLabel('العنوان').fill('شارع النيل')
    await form.getByLabel('المحافظة').selectOption('port-said')
    await form.getByLabel('المدينة/الحي').fill('حي الشرق')
    await form.getByLabel('النادي').selectOption('masry')
    await form.getByLabel(/^صورة الحالة/).setInputFiles(await upload('case.png'))
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'إرسال' }).click()
    await expect(form.getByRole('status')).toContainText(CASE_MESSAGES.ar.successTitle)
    await form.getByRole('status').getByRole('link', { name: CASE_STATUS_TEXTS.ar.home }).click()
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
    await signInToAdmin(page)
    const found = await staffFind(
      page,
      'case-requests',
      `where[email][equals]=static.${tag}@example.org`,
    )
    expect(found.docs[0]).toMatchObject({ cityText: 'حي الشرق', phoneMasked: '*********5678' })
  })

  test('the case search form variant loads its choices from the server (/caseFormPart)', async ({
    page,
  }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/caseFormPart')
    const form = page.getByRole('form', { name: 'نموذج طلب المساعدة' })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('نموذج طلب المساعدة')
    // 27 governorates from ge-govermnets (Arabic names), not the static form's 16 plus other.
    await expect(form.getByLabel('المحافظة').locator('option')).toHaveCount(28)
    await expect(form.getByLabel('الغرض').locator('option')).not.toHaveCount(1)
    await form.getByRole('button', { name: 'إرسال' }).click()
    await expect(form.getByRole('alert')).toContainText(CASE_MESSAGES.ar.incomplete)
    await expectFieldError(form.getByLabel('الاسم بالكامل'), CASE_MESSAGES.ar.required)

    const tag = uniqueTag()
    await form.getByLabel('الاسم بالكامل').fill('منى سعيد')
    await form.getByLabel('الغرض').selectOption({ index: 1 })
    await form.getByLabel('الرقم القومي').fill(newNationalId())
    await form.getByLabel('السن').fill('45')
    await form.getByLabel('البريد الإلكتروني').fill(`lookup.${tag}@example.org`)
    await form.getByLabel('العنوان').fill('شارع المحطة')
    await form.getByLabel('المحافظة').selectOption({ label: 'الجيزة' })
    await form.getByLabel('المدينة/الحي').selectOption({ label: 'البدرشين' })
    // Every city has villages in the demo (issue 16).
    await form.getByLabel('القرية (اختياري)').selectOption({ label: 'سقارة' })
    await form.getByLabel('النادي').selectOption({ index: 1 })
    await form.getByLabel('صورة الحالة').setInputFiles(await upload('case.png'))
    await form.getByRole('button', { name: 'إرسال' }).click()
    await expect(form.getByRole('status')).toContainText(CASE_MESSAGES.ar.successTitle)
    // /home, the spec's target, lands on the home page (through the success screen's link).
    await form.getByRole('status').getByRole('link', { name: CASE_STATUS_TEXTS.ar.home }).click()
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
    await signInToAdmin(page)
    const found = await staffFind(
      page,
      'case-requests',
      `where[email][equals]=lookup.${tag}@example.org`,
    )
    expect(found.docs).toHaveLength(1)
  })

  test('case-searches multipart contract, content check and staff-only records', async ({
    page,
  }) => {
    await page.goto('/caseSearchFormEn')
    const token = await xsrfToken(page)
    const lookups = async (path: string, lang = 'en') =>
      (
        (await (await page.request.get(`/api/content/${path}`, { headers: { lang } })).json()) as {
          data: Array<{ id: number; name: string; name_en?: string }>
        }
      ).data
    const [purposes, governorates, clubs] = await Promise.all([
      lookups('get-case-purposes'),
      lookups('ge-govermnets'),
      lookups('clubs'),
    ])
    expect(purposes.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cancer', 'Heart', 'Kidney', 'Liver', 'Other']),
    )
    expect(governorates[0]).toEqual({ id: 1, name: 'Cairo', name_en: 'Cairo' })
    expect((await lookups('ge-govermnets', 'ar'))[0]).toEqual({
      id: 1,
      name: 'القاهرة',
      name_en: 'Cairo',
    })
    const cities = await lookups(`get-cities/${governorates[0]!.id}`)
    expect(cities.length).toBeGreaterThan(0)
    expect(Array.isArray(await lookups(`get-villages/${cities[0]!.id}`))).toBe(true)

    const multipart = async (overrides: Record<string, unknown> = {}) => ({
      'purpose_id[0]': String(purposes[0]!.id),
      fullname: 'Contract Test',
      age: '30',
      national_id: newNationalId(),
      address: '1 Test Street',
      phone: newPhone(),
      email: '',
      isWorking: '0',
      hasHouse: '0',
      wc: '0',
      water_source: '0',
      goverment_id: String(governorates[0]!.id),
      city: String(cities[0]!.id),
      village: '',
      club_id: String(clubs[0]!.id),
      case_image: await upload('case.png'),
      'images[0]': await upload('one.png'),
      ...overrides,
    })
    const post = async (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
      page.request.post(ENDPOINT, {
        multipart: data as never,
        headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': uniqueIp(), ...headers },
      })

    const created = await post(await multipart())
    expect(created.status()).toBe(201)
    // The spec's answer, plus the request's reference (issue 22).
    expect(await created.json()).toEqual({
      data: {
        message: 'تم الإرسال بنجاح',
        reference: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      },
    })

    // Photos of up to 10 MB each: a request carrying more than 10 MB in total is read whole
    // (no request proxy buffers it with a smaller limit) and stored.
    const large = async (name: string) => ({
      name,
      mimeType: 'image/png',
      buffer: await noisePng(),
    })
    const big = await post(
      await multipart({
        case_image: await large('big-1.png'),
        'images[0]': await large('big-2.png'),
      }),
    )
    expect(big.status(), await big.text()).toBe(201)

    const renamed = await post(
      await multipart({
        case_image: {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('not a photo'),
        },
      }),
      { lang: 'en' },
    )
    expect(renamed.status()).toBe(422)
    expect(
      ((await renamed.json()) as { error: { data: Record<string, string[]> } }).error.data,
    ).toEqual({
      case_image: [
        'case_image: the file is not an image or a PDF. Please upload a JPEG, PNG, WebP or GIF photo or a PDF.',
      ],
    })

    const invalid = await post(await multipart({ national_id: '123', age: 'x' }), { lang: 'en' })
    expect(invalid.status()).toBe(422)
    expect(
      ((await invalid.json()) as { error: { data: Record<string, string[]> } }).error.data,
    ).toEqual({
      national_id: [CASE_MESSAGES.en.nationalIdLength],
      age: [CASE_MESSAGES.en.ageDigits],
    })

    const noToken = await page.request.post(ENDPOINT, {
      multipart: (await multipart()) as never,
      headers: { 'X-Forwarded-For': uniqueIp() },
    })
    expect(noToken.status()).toBe(403)

    // Anonymous visitors can read neither the requests nor their photos.
    for (const collection of ['case-requests', 'case-files']) {
      const res = await page.request.get(`/api/${collection}`)
      expect(res.status(), collection).toBe(403)
    }
  })
})
