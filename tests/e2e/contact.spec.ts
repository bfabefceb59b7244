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

/** The contact page and POST /api/content/contact-us (spec 001 sections 2–5, 7, 8). */
const ENDPOINT = '/api/content/contact-us'
const M = {
  name: 'Name is required and must be at least 3 characters long.',
  email: 'Please enter a valid email address.',
  phone: 'Phone number is required and must contain only digits.',
  subject: 'Subject is required and must be at least 3 characters long.',
  message: 'Message is required and must be at least 3 characters long.',
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' })
  return {
    form,
    fullname: form.getByLabel('Full Name', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    subject: form.getByLabel('Subject', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: 'Send Message' }),
    errors: form.locator('.form-error'),
  }
}
type ContactForm = ReturnType<typeof contactForm>

async function fillValid(f: ContactForm, email: string, subject = 'School supplies drive') {
  await f.fullname.fill('Omar Nabil')
  await f.phone.fill('01001234567')
  await f.email.fill(email)
  await f.subject.fill(subject)
  await f.message.fill('How can our company help with the drive this autumn?')
}

async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const id = await control.getAttribute('aria-describedby')
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(message)
}

test.describe('Contact', () => {
  test('the page: form, fixed phone and e-mail, the New York and New Jersey offices', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contactus')).text()
    expect(html).toContain('<title>Contact Us | New Egypt Foundation</title>')
    expect(html).toContain(
      '<meta name="description" content="Send New Egypt a message, or reach our offices in New York and New Jersey."/>',
    )
    await actFrom(page, uniqueIp())
    await page.goto('/contactus')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12125550147',
    )
    await expect(page.getByRole('link', { name: 'contact@newegypt.example' })).toHaveAttribute(
      'href',
      'mailto:contact@newegypt.example',
    )
    await expect(page.getByRole('heading', { name: 'New York Office' })).toBeVisible()
    await expect(page.getByText('New York, NY 10017')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New Jersey Office' })).toBeVisible()
    await expect(page.getByText('Jersey City, NJ 07302')).toBeVisible()
    const f = contactForm(page)
    await expect(f.send).toBeDisabled()
    await expect(f.errors).toHaveCount(0)
  })

  test('messages once touched; submit disabled while invalid; Enter while invalid: Invalid Input', async ({
    page,
  }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/contactus')
    const f = contactForm(page)
    // Required fields are marked, visibly and for screen readers, and the mark is explained.
    for (const control of [f.fullname, f.phone, f.email, f.subject, f.message]) {
      await expect(control).toHaveAttribute('aria-required', 'true')
    }
    await expect(f.form.locator('label + .required-mark')).toHaveCount(5)
    await expect(f.form).toContainText('Fields marked with an asterisk are required.')

    await f.fullname.fill('Al')
    await f.phone.focus()
    await expect(f.errors).toHaveText([M.name])
    await expectFieldError(f.fullname, M.name)
    await f.phone.fill('+20 100')
    await f.email.focus()
    await expectFieldError(f.phone, M.phone)
    await f.email.fill('omar@')
    await f.subject.focus()
    await expectFieldError(f.email, M.email)
    await f.subject.fill('Hi')
    await f.message.focus()
    await expectFieldError(f.subject, M.subject)
    await f.message.fill('no')
    await f.fullname.focus()
    await expectFieldError(f.message, M.message)
    await expect(f.errors).toHaveText([M.name, M.phone, M.email, M.subject, M.message])
    await expect(f.send).toBeDisabled()

    // Fixing every field enables the button and clears the messages.
    await fillValid(f, `fixed.${uniqueTag()}@example.org`)
    await expect(f.errors).toHaveCount(0)
    await expect(f.send).toBeEnabled()

    // A forced submit while invalid (Enter in a field): the alert, every message, nothing sent.
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith(ENDPOINT)) posted = true
    })
    await f.email.fill('')
    await f.subject.fill('')
    await expect(f.send).toBeDisabled()
    await f.fullname.press('Enter')
    const alert = page.getByRole('alertdialog', {
      name: 'Invalid Input',
      description: 'Please fill out all fields correctly before submitting.',
    })
    await expect(alert).toBeVisible()
    await expectAccessible(page)
    // One focus rule for dialogs, by keyboard only: focus is inside the dialog (not on the field
    // behind it, where Enter submitted again), Tab stays in it, Escape closes it and focus goes
    // to the first invalid field.
    await expect(alert).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(alert.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(alert).toHaveCount(0)
    await expect(f.email).toBeFocused()
    await expect(f.errors).toHaveText([M.email, M.subject])
    expect(posted).toBe(false)
  })

  test('a valid message: Message Sent, the form reset, staff mailed, stored as new', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag()
    const email = `sender.${tag}@example.org`
    const subject = `Partnership ${tag}`
    await actFrom(page, uniqueIp())
    await page.goto('/contactus')
    const f = contactForm(page)
    await fillValid(f, email, subject)
    // The form's code is there (until then Enter does nothing: decision 0060) and it is valid.
    await expect(f.send).toBeEnabled()
    // Enter in a field submits a valid form.
    await f.subject.press('Enter')
    const sent = page.getByRole('dialog', { name: 'Message Sent' })
    await expect(sent).toContainText(
      'Your message has been sent successfully. We will contact you soon.',
    )
    await expect(sent).toBeFocused()
    await sent.getByRole('button', { name: 'OK' }).press('Enter')
    await expect(sent).toHaveCount(0)
    // Focus goes back into the form (to the field, or to the form when the button is disabled),
    // never to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('form')?.ariaLabel))
      .toBe('Contact form')
    for (const field of [f.fullname, f.phone, f.email, f.subject, f.message]) {
      await expect(field).toHaveValue('')
    }
    await expect(f.errors).toHaveCount(0)
    await expect(f.send).toBeDisabled()

    await expect
      .poll(async () =>
        (await mailsTo(request, E2E.serverEnv.STAFF_NOTIFY_EMAIL)).some(
          (m) => m.subject === `New contact message: ${subject}` && m.text.includes(email),
        ),
      )
      .toBe(true)

    await signInToAdmin(page)
    const stored = await staffFind(
      page,
      'contact-messages',
      `where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(stored.docs[0]).toMatchObject({ subject, status: 'new', phone: '01001234567' })
    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible()
  })

  test('a failure: Submission Failed, the form kept', async ({ page }) => {
    await actFrom(page, uniqueIp())
    await page.goto('/contactus')
    const f = contactForm(page)
    await fillValid(f, `failed.${uniqueTag()}@example.org`)
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await f.send.click()
    const failed = page.getByRole('alertdialog', { name: 'Submission Failed' })
    await expect(failed).toContainText(
      'There was an error sending your message. Please try again later.',
    )
    await failed.getByRole('button', { name: 'OK' }).click()
    await expect(f.subject).toHaveValue('School supplies drive')
  })

  test('abuse: honeypot answered as a success and not stored; 429 after 5 per address; server limits', async ({
    page,
  }) => {
    const ip = uniqueIp()
    await actFrom(page, ip)
    await page.goto('/contactus')
    const headers = await apiHeaders(page, ip)
    const body = (email: string, extra = {}) => ({
      fullname: 'Omar Nabil',
      phone: '0100',
      email,
      subject: 'Hello there',
      message: 'A message.',
      ...extra,
    })

    // Server-side limits answer 422 with the map (this counts as one of the 5).
    const long = await page.request.post(ENDPOINT, {
      headers,
      data: body('long@example.org', { subject: 's'.repeat(201), message: 'm'.repeat(5001) }),
    })
    expect(long.status()).toBe(422)
    expect((await long.json()).error.data).toEqual({
      subject: ['Subject must be at most 200 characters.'],
      message: ['Message must be at most 5000 characters.'],
    })

    const botEmail = `bot.${uniqueTag()}@example.org`
    const bot = await page.request.post(ENDPOINT, {
      headers,
      data: body(botEmail, { website: 'cheap-pills.example' }),
    })
    expect(bot.status()).toBe(201)
    expect(await bot.json()).toEqual({
      data: { message: 'Your message has been sent successfully. We will contact you soon.' },
    })
    for (let i = 3; i <= 5; i++) {
      const ok = await page.request.post(ENDPOINT, {
        headers,
        data: body(`c${i}.${uniqueTag()}@example.org`),
      })
      expect(ok.status(), `request ${i}`).toBe(201)
    }
    const refused = await page.request.post(ENDPOINT, {
      headers,
      data: body(`c6.${uniqueTag()}@example.org`),
    })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(500)
    expect(await refused.json()).toEqual({
      error: {
        status: 429,
        message: 'Too many requests. Please wait a few minutes and try again.',
      },
    })
    const f = contactForm(page)
    await fillValid(f, `c7.${uniqueTag()}@example.org`)
    await f.send.click()
    // The form says how long to wait, from Retry-After (issue 42).
    await expect(page.getByRole('alertdialog', { name: 'Submission Failed' })).toContainText(
      /Too many requests\. Please wait \d+ minutes? and try again\./,
    )

    await signInToAdmin(page)
    const stored = await staffFind(
      page,
      'contact-messages',
      `where[email][equals]=${encodeURIComponent(botEmail)}`,
    )
    expect(stored.totalDocs).toBe(0)
  })
})
