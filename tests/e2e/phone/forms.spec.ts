import sharp from 'sharp'
import { expect, test } from '../fixtures'
import { actFrom, mailsTo, uniqueIp, uniqueTag } from '../form-helpers'
import { voteLinkPath } from '../layout/dynamic-pages'
import { drawByFinger, expectOnScreen } from './touch'
import { newNationalId } from '../applicant'

/** The visitors' forms on a phone: volunteering, the Arabic case wizard, a board vote. */

const photo = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 30, g: 120, b: 110 } },
  })
    .png()
    .toBuffer(),
})

test.describe('phone: forms', () => {
  test.beforeEach(async ({ page }) => {
    await actFrom(page, uniqueIp())
  })

  test('volunteer sign-up by taps, with the phone keyboards each field asks for', async ({
    page,
    request,
  }) => {
    const email = `volunteer.phone.${uniqueTag()}@example.org`
    await page.goto('/joinUs')
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel')

    // Register first: every message shows and the first field in error is brought into view.
    await form.getByRole('button', { name: 'Register' }).tap()
    await expect(form.locator('.form-error').first()).toBeVisible()

    await form.getByLabel('Full Name', { exact: true }).fill('Salma Hassan')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Phone', { exact: true }).fill('+20 (100) 123-4567')
    await form.getByLabel('Available From').fill('09:00')
    await form.getByLabel('Available To').fill('17:30')
    await form.getByLabel('Your Skills').fill('First aid')
    const terms = form.getByLabel('I have read and accept the volunteer terms')
    await terms.tap()
    await expect(terms).toBeChecked()
    await form.getByRole('button', { name: 'Register' }).tap()
    const success = page.getByRole('dialog', { name: 'Success!' })
    await expect(success).toBeVisible()
    await expectOnScreen(page, success, true)
    await success.getByRole('button', { name: 'OK!' }).tap()
    await expect(success).toHaveCount(0)
    const [ack] = await mailsTo(request, email)
    expect(ack!.subject).toBe('Thank you for volunteering with the New Egypt Foundation')
  })

  test('the Arabic case wizard, right to left, with photos from the phone', async ({ page }) => {
    await page.goto('/caseFormParts')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const form = page.getByRole('form', { name: 'طلب مساعدة' })
    const field = (label: string) => form.getByLabel(label, { exact: true })
    const next = form.getByRole('button', { name: 'التالي', exact: true })
    // Opens at its start: the right edge of the screen, nothing scrolled sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0)
    await expectOnScreen(page, field('الاسم بالكامل'))

    await expect(field('الغرض').locator('option')).not.toHaveCount(1)
    await field('الغرض').selectOption({ index: 1 })
    await field('الاسم بالكامل').fill('منى علي')
    await field('الرقم القومي').fill(newNationalId())
    await expect(field('الرقم القومي')).toHaveAttribute('inputmode', 'numeric')
    await field('السن').fill('42')
    await field('البريد الإلكتروني').fill(`case.phone.${uniqueTag()}@example.org`)
    await next.tap()

    await field('العنوان').fill('12 شارع النيل')
    await field('المحافظة').selectOption({ index: 1 })
    await expect(field('المدينة/الحي').locator('option')).not.toHaveCount(1)
    await field('المدينة/الحي').selectOption({ index: 1 })
    await field('النادي').selectOption({ index: 1 })
    await next.tap()
    await next.tap() // step 3 always passes

    const submit = form.getByRole('button', { name: 'إرسال', exact: true })
    await expect(submit).toBeDisabled()
    await field('صورة الحالة').setInputFiles(await photo('case.png'))
    await field('صور إضافية').setInputFiles([await photo('a.png'), await photo('b.png')])
    await expect(form.locator('figure img')).toHaveCount(3)
    for (const img of await form.locator('figure img').all()) await expectOnScreen(page, img)
    await submit.tap()
    await expect(form.getByRole('status')).toBeVisible()
    // The reference stays on screen, readable on the phone; home is a tap away (issue 22).
    await expectOnScreen(page, form.getByRole('status').locator('strong[translate="no"]'))
    await form.getByRole('status').getByRole('link', { name: 'الرئيسية' }).tap()
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  })

  test('the vote wizard by taps, the signature drawn with a finger', async ({ page, request }) => {
    await page.goto(await voteLinkPath(request))
    const next = page.getByRole('button', { name: 'Next' })
    await next.tap()
    for (let i = 1; i <= 5; i++) {
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Decision ${i}: `) }),
      ).toBeVisible()
      const accept = page.getByRole('button', { name: /Approve this decision/ })
      await expectOnScreen(page, accept)
      await accept.tap()
      await next.tap()
    }
    await expect(page.getByTestId('step-review')).toBeVisible()
    const pad = page.getByTestId('signature-pad')
    await pad.scrollIntoViewIfNeeded()
    await expectOnScreen(page, pad)
    await page.waitForTimeout(150) // the pad is made ready 100 ms after it shows
    await drawByFinger(page, pad)
    await expect(page.getByText('Signature provided')).toBeVisible()
    // The finger drew ink (the browser did not take the gesture for a scroll and cancel it).
    const ink = await pad.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
      let n = 0
      for (let i = 0; i < d.length; i += 4) if (d[i]! < 50 && d[i + 3] === 255) n++
      return n
    })
    expect(ink).toBeGreaterThan(100)
    await page.getByRole('button', { name: 'Submit' }).tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Votes Submitted!' })).toBeVisible({
      timeout: 15_000,
    })
    await expectOnScreen(page, dialog, true)
  })
})
