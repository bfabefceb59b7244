import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { expect, expectAccessible, test } from './fixtures'
import {
  actFrom,
  apiHeaders,
  mailsTo,
  signInToAdmin,
  staffFind,
  uniqueIp,
  uniqueTag,
} from './form-helpers'

/** 'Volunteer With Us' and POST /api/content/volunteer-join (spec 000 sections 2–5, 7, 8). */
const ENDPOINT = '/api/content/volunteer-join'
const TERMS = [
  'Volunteering with the New Egypt Foundation is unpaid.',
  'Volunteering does not make you a member or a representative of the organisation.',
  'Volunteers may not speak or act on behalf of the organisation without consensus from its founders.',
]

function volunteerForm(page: Page) {
  const form = page.getByRole('form', { name: 'Volunteer sign-up' })
  return {
    form,
    fullname: form.getByLabel('Full Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    from: form.getByLabel('Available From'),
    to: form.getByLabel('Available To'),
    skills: form.getByLabel('Your Skills'),
    terms: form.getByLabel('I have read and accept the volunteer terms'),
    register: form.getByRole('button', { name: 'Register' }),
    errors: form.locator('.form-error'),
  }
}
type VolunteerForm = ReturnType<typeof volunteerForm>

async function fillValid(f: VolunteerForm, email: string, name = 'Salma Hassan') {
  await f.fullname.fill(name)
  await f.email.fill(email)
  await f.phone.fill('+20 (100) 123-4567')
  await f.from.fill('09:00')
  await f.to.fill('17:30')
  await f.skills.fill('First aid, Arabic–English translation')
  await f.terms.check()
}

/** The control's error text, reached through aria-describedby, and its aria-invalid. */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ')
  const page = control.page()
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))
  expect(texts).toContain(message)
}

test.describe('Volunteer With Us', () => {
  test('the screen: title and description from the server, subtitle, fields, times at 00:00, terms', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/joinUs')).text()
    expect(html).toContain('<title>Volunteer With Us | New Egypt Foundation</title>')
    expect(html).toMatch(
      /<meta name="description" content="Share your skills and make a difference/,
    )
    expect(html).toContain('<meta property="og:title" content="Volunteer With Us"/>')

    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteer With Us' })).toBeVisible()
    await expect(
      page.getByText('Share your skills and make a difference in our community', { exact: true }),
    ).toBeVisible()
    const f = volunteerForm(page)
    for (const field of [f.fullname, f.email, f.phone, f.skills])
      await expect(field).toHaveValue('')
    await expect(f.from).toHaveValue('00:00')
    await expect(f.to).toHaveValue('00:00')
    await expect(f.from).toHaveAttribute('type', 'time')
    await expect(f.skills).toHaveAttribute('placeholder', /^e\.g\. First aid, teaching/)
    for (const sentence of TERMS) await expect(f.form.getByText(sentence)).toBeVisible()
    // The checkbox carries the terms: they describe it to assistive technology.
    const described = (await f.terms.getAttribute('aria-describedby')) ?? ''
    await expect(page.locator(`[id="${described.split(' ')[0]}"]`)).toContainText(TERMS[0]!)
    await expect(f.terms).not.toBeChecked()
    await expect(f.register).toBeEnabled()
    await expect(f.errors).toHaveCount(0)
  })

  test('each message appears once its field is touched; on submit all do', async ({ page }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    const f = volunteerForm(page)

    // Touching Full Name shows its message, and the time rule (the form is touched), nothing else.
    await f.fullname.focus()
    await f.email.focus()
    await expect(f.errors).toHaveText([
      '* Full Name Is Required',
      'End time must be after start time',
    ])
    await expectFieldError(f.fullname, '* Full Name Is Required')
    await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')

    await f.email.fill('salma@')
    await f.phone.focus()
    await expect(f.form.getByText('* Please enter a valid email address')).toBeVisible()
    await f.email.fill('')
    await expect(f.form.getByText('* Email Is Required')).toBeVisible()
    await f.phone.fill('0100 abc')
    await f.skills.focus()
    await expectFieldError(f.phone, '* Phone can only contain numbers, spaces, +, (), and -')
    await f.phone.fill('+20 100')
    await expect(f.form.getByText('* Phone can only contain')).toHaveCount(0)

    // End strictly after start, in minutes.
    await f.from.fill('10:00')
    await f.to.fill('09:59')
    await f.skills.focus()
    await expectFieldError(f.to, 'End time must be after start time')
    await f.to.fill('10:00')
    await expect(f.form.getByText('End time must be after start time')).toBeVisible()
    await f.to.fill('10:01')
    await expect(f.form.getByText('End time must be after start time')).toHaveCount(0)
    await f.from.fill('')
    await f.skills.focus()
    await expectFieldError(f.from, '* Start Time Is Required')
    await f.to.fill('')
    await f.skills.focus()
    await expectFieldError(f.to, '* End Time Is Required')

    // Submit marks every field touched: all messages, nothing sent.
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith(ENDPOINT)) posted = true
    })
    await f.register.click()
    await expect(f.errors).toHaveText([
      '* Full Name Is Required',
      '* Email Is Required',
      '* Start Time Is Required',
      '* End Time Is Required',
      '* Skills Are Required',
      'You must accept the terms to continue',
    ])
    await expectFieldError(f.terms, 'You must accept the terms to continue')
    await expectFieldError(f.skills, '* Skills Are Required')
    expect(posted).toBe(false)
    await expectAccessible(page)
  })

  test('a valid sign-up: please wait, Success!, the form reset, both mails, and the record in the back office', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag()
    const email = `volunteer.${tag}@example.org`
    const name = `Salma Hassan ${tag}`
    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    const f = volunteerForm(page)
    await fillValid(f, email, name)

    // Hold the answer a moment so the 'please wait' dialog can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${ENDPOINT}`, async (route) => {
      await held
      await route.continue()
    })
    // Keyboard: Enter on the focused Register button submits.
    await f.register.focus()
    await page.keyboard.press('Enter')
    const wait = page.getByRole('dialog', { name: 'Please wait' })
    await expect(wait).toBeVisible()
    await page.mouse.click(5, 5) // the backdrop
    await page.keyboard.press('Escape')
    await expect(wait, 'the wait dialog cannot be dismissed').toBeVisible()
    release()

    const success = page.getByRole('dialog', { name: 'Success!' })
    await expect(success).toBeVisible()
    await expect(success).toContainText('Your form has been submitted successfully.')
    await expect(wait).toHaveCount(0)
    await expectAccessible(page)
    await expect(success).toBeFocused()
    await success.getByRole('button', { name: 'OK!' }).press('Enter')
    await expect(success).toHaveCount(0)
    // Focus goes back to the Register button, not to the page (issue: it fell to the page).
    await expect(f.register).toBeFocused()

    for (const field of [f.fullname, f.email, f.phone, f.skills])
      await expect(field).toHaveValue('')
    await expect(f.from).toHaveValue('00:00')
    await expect(f.to).toHaveValue('00:00')
    await expect(f.terms).not.toBeChecked()
    await expect(f.errors).toHaveCount(0)

    const [ack] = await mailsTo(request, email)
    expect(ack!.subject).toBe('Thank you for volunteering with the New Egypt Foundation')
    expect(ack!.text).toContain(`Dear ${name},`)
    expect(ack!.text).toContain('Available from 09:00 to 17:30')
    await expect
      .poll(async () =>
        (await mailsTo(request, E2E.serverEnv.STAFF_NOTIFY_EMAIL)).some(
          (m) => m.subject === `New volunteer sign-up: ${name}` && m.text.includes(email),
        ),
      )
      .toBe(true)

    await signInToAdmin(page)
    await page.goto('/admin/collections/volunteer-applications')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toBeVisible()
    await expect(row).toContainText(name)
    await expect(page.getByRole('link', { name: 'Export volunteers as CSV' })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export volunteers as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^volunteers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await file.path())!, 'utf8')
    expect(csv).toMatch(
      /^\uFEFFId,Signed up \(Cairo time\),Full Name,Email,Phone,Available From,Available To,/,
    )
    // Stored in E.164 (issue 42, decision 0086): a number, not a formula, so not escaped (0105).
    expect(csv).toContain(`,${name},${email},+201001234567,09:00,17:30,`)
    const stored = await staffFind(
      page,
      'volunteer-applications',
      `where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(stored.docs[0]).toMatchObject({ status: 'new', startTime: '09:00', endTime: '17:30' })
  })

  test('a server error map renders as Validation Error lines, the first message on its field', async ({
    page,
  }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    const f = volunteerForm(page)
    await fillValid(f, `mapped.${uniqueTag()}@example.org`)
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            status: 422,
            message: 'The given data was invalid.',
            data: {
              email: ['The email is blocked.', 'The email is odd.'],
              phone: ['The phone is odd.'],
              fullname_en: ['The name is odd.'],
              start_time: ['The start is odd.'],
              end_time: ['The end is odd.'],
              skills: ['The skills are odd.'],
              terms: ['The terms are odd.'],
            },
          },
        }),
      }),
    )
    await f.register.click()
    const dialog = page.getByRole('alertdialog', { name: 'Validation Error' })
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Email Error : The email is blocked.',
      'Email Error : The email is odd.',
      'Phone Error : The phone is odd.',
      'Full Name Error : The name is odd.',
      'Start Time Error : The start is odd.',
      'End Time Error : The end is odd.',
      'Skills Error : The skills are odd.',
      'Terms & Conditions Error : The terms are odd.',
    ])
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toHaveCount(0)
    await expectFieldError(f.email, 'The email is blocked.')
    await expect(f.form.getByText('The email is odd.')).toHaveCount(0)
    await expectFieldError(f.phone, 'The phone is odd.')
    await expectFieldError(f.fullname, 'The name is odd.')
    await expectFieldError(f.from, 'The start is odd.')
    await expectFieldError(f.to, 'The end is odd.')
    await expectFieldError(f.skills, 'The skills are odd.')
    await expectFieldError(f.terms, 'The terms are odd.')
    // The form keeps what was typed.
    await expect(f.phone).toHaveValue('+20 (100) 123-4567')
  })

  test('a second sign-up with the same e-mail is answered as a new one; the address is mailed (issue 47)', async ({
    page,
  }) => {
    const email = `twice.${uniqueTag()}@example.org`
    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    const f = volunteerForm(page)
    await fillValid(f, email)
    // Enter in a field submits too; the form comes back fresh, without messages.
    await f.phone.press('Enter')
    await page
      .getByRole('dialog', { name: 'Success!' })
      .getByRole('button', { name: 'OK!' })
      .click()
    await expect(f.email).toHaveValue('')
    await expect(f.errors).toHaveCount(0)

    // Nothing tells a stranger that the address had signed up: the same Success!.
    await fillValid(f, email.toUpperCase())
    const answer = page.waitForResponse((r) => r.url().endsWith(ENDPOINT))
    await f.register.click()
    const res = await answer
    expect(res.status()).toBe(201)
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible()
    const mails = await mailsTo(page.request, email, 2)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Thank you for volunteering with the New Egypt Foundation',
      'You are already signed up to volunteer with the New Egypt Foundation',
    ])
  })

  test('any other failure: Error / Something went wrong. Please try again.', async ({ page }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/joinUs')
    const f = volunteerForm(page)
    await fillValid(f, `fails.${uniqueTag()}@example.org`)
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"status":500,"message":"x"}}',
      }),
    )
    await f.register.click()
    const dialog = page.getByRole('alertdialog', { name: 'Error' })
    await expect(dialog).toContainText('Something went wrong. Please try again.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    // Nothing was reset.
    await expect(f.skills).toHaveValue('First aid, Arabic–English translation')

    await page.unroute(`**${ENDPOINT}`)
    await page.route(`**${ENDPOINT}`, (route) => route.abort('connectionrefused'))
    await f.register.click()
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'Something went wrong. Please try again.',
    )
  })

  test('abuse: the honeypot is answered as a success and stored nowhere; 429 after 5 per address', async ({
    page,
  }) => {
    const ip = uniqueIp()
    await actFrom(page, ip)
    await page.goto('/joinUs')
    const f = volunteerForm(page)
    // Hidden from people and assistive technology.
    const honeypot = f.form.locator('input[name="website"]')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(f.form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()

    const headers = await apiHeaders(page, ip)
    const body = (email: string, extra = {}) => ({
      fullname_en: 'Bot Or Not',
      email,
      phone: '0100',
      start_time: '09:00',
      end_time: '10:00',
      skills: 'x',
      terms: true,
      ...extra,
    })
    const botEmail = `bot.${uniqueTag()}@example.org`
    const bot = await page.request.post(ENDPOINT, {
      headers,
      data: body(botEmail, { website: 'http://spam.example' }),
    })
    expect(bot.status()).toBe(201)
    expect(await bot.json()).toEqual({
      data: { message: 'Your form has been submitted successfully.' },
    })
    for (let i = 2; i <= 5; i++) {
      const ok = await page.request.post(ENDPOINT, {
        headers,
        data: body(`limit.${i}.${uniqueTag()}@example.org`),
      })
      expect(ok.status(), `request ${i}`).toBe(201)
    }
    const refused = await page.request.post(ENDPOINT, {
      headers,
      data: body(`limit.6.${uniqueTag()}@example.org`),
    })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(500)
    expect(await refused.json()).toEqual({
      error: {
        status: 429,
        message: 'Too many requests. Please wait a few minutes and try again.',
      },
    })
    // The form says so too.
    await fillValid(f, `limit.ui.${uniqueTag()}@example.org`)
    await f.register.click()
    // The form says how long to wait, from Retry-After (issue 42).
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      /Too many requests\. Please wait \d+ minutes? and try again\./,
    )
    // Another address (X-Forwarded-For reaches the server) is not limited.
    const other = await page.request.post(ENDPOINT, {
      headers: { ...headers, 'X-Forwarded-For': uniqueIp() },
      data: body(`other.${uniqueTag()}@example.org`),
    })
    expect(other.status()).toBe(201)

    await signInToAdmin(page)
    const stored = await staffFind(
      page,
      'volunteer-applications',
      `where[email][equals]=${encodeURIComponent(botEmail)}`,
    )
    expect(stored.totalDocs).toBe(0)
  })

  test('anonymous visitors cannot read applications or messages, nor export them', async ({
    request,
  }) => {
    for (const collection of ['volunteer-applications', 'contact-messages', 'rate-limits']) {
      const list = await request.get(`/api/${collection}`)
      expect(list.status(), collection).toBe(403)
      const one = await request.get(`/api/${collection}/1`)
      expect(one.status(), `${collection}/1`).toBe(403)
    }
    const csv = await request.get('/api/content/staff/volunteers.csv')
    expect(csv.status()).toBe(401)
    expect(await csv.json()).toEqual({
      error: { status: 401, message: 'Sign in to the back office to export volunteers.' },
    })
  })
})
