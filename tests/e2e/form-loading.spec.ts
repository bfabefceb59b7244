import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { actFrom, uniqueIp } from './form-helpers'

/**
 * The form pages send their form as HTML and load its code after the first paint (decision
 * 0060): the form is in the page where it stands, it takes typing at once, its buttons wait for
 * its code, and nothing typed before is lost.
 */
const FORM_PAGES = [
  { path: '/joinUs', form: 'Volunteer sign-up' },
  { path: '/ar/joinUs', form: 'التسجيل في التطوع' },
  { path: '/contactus', form: 'Contact form' },
  { path: '/caseFormParts', form: 'طلب مساعدة' },
  { path: '/caseFormPartsEn', form: 'Assistance request' },
  { path: '/caseForm', form: 'نموذج طلب المساعدة' },
  { path: '/caseFormPart', form: 'نموذج طلب المساعدة' },
]

/**
 * Holds back every script the page's HTML does not name (the form's chunk is fetched later)
 * until the returned function is called.
 */
async function holdLateScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text()
  const named = new Set(
    [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]),
  )
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await released
    await route.continue()
  })
  return release
}

test.describe('form pages: the form first as HTML, its code after', () => {
  for (const { path, form } of FORM_PAGES) {
    test(`${path}: the form is in the HTML where it stands, before the footer`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text()
      const formAt = html.indexOf(`aria-label="${form}"`)
      expect(formAt, 'the form in the HTML').toBeGreaterThan(0)
      // Not streamed after the rest of the page and moved in by a script (a layout shift).
      expect(formAt).toBeLessThan(html.indexOf('<footer'))
    })
  }

  test('/joinUs: typed before the code arrives, kept; a field left is checked; Register waits', async ({
    page,
  }) => {
    await actFrom(page, uniqueIp())
    const release = await holdLateScripts(page, '/joinUs')
    await page.goto('/joinUs', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Volunteer sign-up' })
    const register = form.getByRole('button', { name: 'Register' })
    await expect(form.getByLabel('Full Name', { exact: true })).toBeVisible()
    await expect(register).toBeDisabled()

    await form.getByLabel('Full Name', { exact: true }).fill('Salma Hassan')
    await form.getByLabel('Email', { exact: true }).fill('salma@')
    await form.getByLabel('Phone', { exact: true }).fill('+20 100')
    release()

    await expect(register).toBeEnabled()
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('Salma Hassan')
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('salma@')
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('+20 100')
    // The e-mail field was left while the code was on its way: its message shows now.
    await expect(form.getByText('* Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('* Full Name Is Required')).toHaveCount(0)
  })

  test('/caseFormParts: typed before the code arrives, kept; Next waits, then checks the step', async ({
    page,
  }) => {
    const release = await holdLateScripts(page, '/caseFormParts')
    await page.goto('/caseFormParts', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'طلب مساعدة' })
    const next = form.getByRole('button', { name: 'التالي', exact: true })
    await expect(next).toBeDisabled()
    const name = form.getByLabel('الاسم بالكامل', { exact: true })
    await name.fill('سلمى حسن')
    release()

    await expect(next).toBeEnabled()
    await expect(name).toHaveValue('سلمى حسن')
    await next.click()
    // Step 1 is incomplete (no purpose, no national ID): the wizard stays there.
    await expect(form.getByRole('heading', { level: 2 })).toContainText('الخطوة 1 من 4')
    await expect(name).toHaveValue('سلمى حسن')
  })
})
