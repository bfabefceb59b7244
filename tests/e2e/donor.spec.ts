import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  codeFor,
  donationBox,
  fillDonation,
  form,
  otpDialog,
  uniqueEmail,
} from './donation-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp, uniqueTag } from './form-helpers'
import { auth, staffToken } from './staff-api'

/**
 * The donor portal (issue 20) in Chromium: a donor gives (sandbox), signs in to /donor with the
 * e-mailed code, sees the gift, downloads the receipt and the yearly statement in both
 * languages, pauses, resumes, changes and cancels the recurring plan, and signs out.
 */
const SIGN_IN_SUBJECT = 'Your New Egypt Foundation sign-in code'

async function give(
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
  await expect(page.getByRole('dialog', { name: 'Donation Successful!' })).toBeVisible()
}

async function signIn(page: Page, request: Parameters<typeof codeFor>[0], email: string) {
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

async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  const content = readFileSync((await file.path())!)
  expect(content.subarray(0, 5).toString()).toBe('%PDF-')
  return file.suggestedFilename()
}

/** A downloaded PDF's text (pdftotext, poppler-utils: .ci/run installs it), or null without it. */
async function downloadText(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  if (!existsSync('/usr/bin/pdftotext')) return null
  return execFileSync('pdftotext', ['-enc', 'UTF-8', (await file.path())!, '-'], {
    encoding: 'utf8',
  })
}

test.describe('donor portal', () => {
  test('a donor gives, signs in with the code, sees the gift, gets both PDFs and manages the plan', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    await actFrom(page, uniqueIp())
    const email = uniqueEmail('portal')
    await give(page, request, email)
    await signIn(page, request, email)

    const cookie = (await page.context().cookies()).find((c) => c.name === 'donor_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)

    const gift = page.getByTestId('donor-gift').first()
    await expect(gift).toContainText('Medical Care: $100.00')
    await expect(gift).toContainText('Paid')
    await expect(gift).toContainText('Visa 4242')
    expect(await download(page, gift.getByRole('link', { name: 'PDF', exact: true }))).toMatch(
      /^receipt-D-\d+\.pdf$/,
    )
    expect(await download(page, gift.getByRole('link', { name: 'PDF (العربية)' }))).toMatch(
      /^receipt-D-\d+-ar\.pdf$/,
    )
    const year = new Date().getUTCFullYear()
    const statements = page.getByRole('region', { name: 'Yearly statements' })
    expect(await download(page, statements.getByRole('link', { name: 'PDF', exact: true }))).toBe(
      `statement-${year}.pdf`,
    )
    expect(await download(page, statements.getByRole('link', { name: 'PDF (العربية)' }))).toBe(
      `statement-${year}-ar.pdf`,
    )

    const plan = page.getByTestId('donor-plan')
    await expect(plan).toContainText('Medical Care: $100.00, monthly — Active')
    await plan.getByRole('button', { name: 'Pause' }).click()
    await expect(plan).toContainText('— Paused')
    await plan.getByRole('button', { name: 'Resume' }).click()
    await expect(plan).toContainText('— Active')
    await plan.getByLabel('Amount').fill('55')
    await plan.getByLabel('Frequency').selectOption({ label: 'Weekly' })
    await plan.getByRole('button', { name: 'Save changes' }).click()
    await expect(plan).toContainText('Medical Care: $55.00, weekly — Active')
    page.once('dialog', (d) => void d.accept())
    await plan.getByRole('button', { name: 'Cancel' }).click()
    await expect(plan).toContainText('— Cancelled')
    await expect(plan.getByRole('button', { name: 'Resume' })).toHaveCount(0)

    const notices = (await mailsTo(request, email, 6)).filter(
      (m) => m.subject === 'Your recurring donation to the New Egypt Foundation was changed',
    )
    expect(notices).toHaveLength(4)

    // Another donor's receipt answers 404 in this session.
    const other = await page.request.get('/api/donor/receipts/2147483000')
    expect(other.status()).toBe(404)

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.screenshot({ path: testInfo.outputPath(`donor-${width}.png`), fullPage: true })
    }

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByLabel('E-mail address')).toBeVisible()
    expect((await page.request.get('/api/donor/history')).status()).toBe(401)
  })
})

test.describe('refund seen by the donor', () => {
  test('the treasurer refunds a gift in the back office; the donor sees it refunded, out of the year’s total', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
    await actFrom(page, uniqueIp())
    const email = uniqueEmail('refunded')
    await give(page, request, email, { amount: '100' })
    await give(page, request, email, { amount: '30' }, 2)
    // Two code mails and two receipts (a receipt is sent after the answer).
    const receipts = (await mailsTo(request, email, 4)).filter(
      (m) => m.subject === 'Your donation receipt from the New Egypt Foundation',
    )
    const ids = receipts.map((m) => Number(/Receipt number: D-(\d+)/.exec(m.text)?.[1]))
    expect(ids).toHaveLength(2)
    const refundedId = Math.min(...ids)

    // The treasurer, in a browser of their own.
    const treasurer = {
      email: `treasurer-${uniqueTag()}@newegypt.example`,
      password: `Pw-${uniqueTag()}-long-enough`,
    }
    const created = await request.post('/api/users', {
      headers: auth(await staffToken(request)),
      data: { ...treasurer, name: 'Refund Treasurer', roles: ['treasurer'] },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await admin.goto('/admin/login')
    await admin.waitForLoadState('networkidle')
    await admin.getByLabel('Email').fill(treasurer.email)
    await admin.getByLabel('Password').fill(treasurer.password)
    await admin.getByRole('button', { name: 'Login' }).click()
    await expect(admin).toHaveURL(/\/admin$/, { timeout: 30_000 })
    await admin.goto(`/admin/collections/donations/${refundedId}`)
    // Clicked before hydration, the button does nothing: wait for the page to be live.
    await admin.waitForLoadState('networkidle')
    const panel = admin.getByTestId('refund-panel')
    await expect(async () => {
      await panel.getByRole('button', { name: 'Refund…' }).click()
      await expect(panel.getByLabel('Amount to refund (USD)')).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 20_000 })
    const amount = await panel.getByLabel('Amount to refund (USD)').inputValue()
    await panel.getByLabel('Amount to refund (USD)').fill('1000')
    await panel.getByRole('button', { name: 'Continue' }).click()
    await expect(panel.getByRole('alert')).toHaveText(
      `Enter an amount from $0.01 to $${amount} (what is left to refund).`,
    )
    await panel.getByLabel('Amount to refund (USD)').fill(amount)
    await panel.getByRole('button', { name: 'Continue' }).click()
    await expect(panel).toContainText(
      `Refund $${amount} of donation D-${refundedId} to Amira Fawzy's card?`,
    )
    await admin.screenshot({
      path: testInfo.outputPath('refund-confirm-1280.png'),
      fullPage: false,
    })
    await panel.getByRole('button', { name: `Confirm the refund of $${amount}` }).click()
    await expect(panel.getByRole('status')).toHaveText(
      'The donation was refunded in full. The donor was mailed.',
    )
    await expect(admin.getByTestId('refund-panel')).toContainText('Refunded in full', {
      timeout: 15_000,
    })
    // The reconciliation above the donations list answers for today (its figures depend on what
    // other specs seeded; the integration tests check them).
    await admin.goto('/admin/collections/donations')
    await admin.waitForLoadState('networkidle')
    const reconciliation = admin.getByTestId('reconciliation')
    await expect(async () => {
      await admin.getByRole('button', { name: 'Reconcile with the payment gateway…' }).click()
      await expect(reconciliation).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 20_000 })
    await reconciliation.getByRole('button', { name: 'Check' }).click()
    await expect(reconciliation.getByRole('status')).toContainText(
      'Donations without a gateway charge (',
    )
    await expect(reconciliation.getByRole('status')).toContainText(
      'Charges at the gateway (sandbox) without a donation (',
    )
    await admin.screenshot({ path: testInfo.outputPath('reconciliation-1280.png'), fullPage: true })
    await staff.close()
    const mailed = (await mailsTo(request, email, 5)).filter(
      (m) => m.subject === 'Your donation to the New Egypt Foundation was refunded',
    )
    expect(mailed).toHaveLength(1)

    await signIn(page, request, email)
    const gifts = page.getByTestId('donor-gift')
    await expect(gifts).toHaveCount(2)
    // The rows name no receipt number; the refunded gift's row is the one with its receipt link.
    const refundedRow = (p: Page) =>
      p
        .getByTestId('donor-gift')
        .filter({ has: p.locator(`a[href="/api/donor/receipts/${refundedId}"]`) })
    await expect(refundedRow(page)).toContainText('Refunded')
    await expect(gifts.filter({ hasNotText: 'Refunded' })).toContainText('Paid')
    const year = new Date().getUTCFullYear()
    const statement = await downloadText(
      page,
      page
        .getByRole('region', { name: 'Yearly statements' })
        .getByRole('link', { name: 'PDF', exact: true }),
    )
    if (statement === null) {
      testInfo.annotations.push({
        type: 'skipped',
        description:
          "pdftotext is missing (apt-get install poppler-utils): the statement's total was not read",
      })
    } else {
      const amounts = [...statement.matchAll(/Amount: (\$[\d,.]+)/g)].map((m) => m[1])
      expect(amounts).toHaveLength(2)
      // The total is the gift that was kept: the refunded one is listed and not counted.
      const total = /Total donations in \d{4}: (\$[\d,.]+)/.exec(statement)?.[1]
      expect(total).not.toBe(`$${amount}`)
      expect(amounts).toContain(total)
      expect(statement).toContain(`Total donations in ${year}`)
      expect(statement).toContain('Refunded gifts are listed and not counted in the total.')
    }

    for (const [lang, path] of [
      ['en', '/donor'],
      ['ar', '/ar/donor'],
    ] as const) {
      await page.goto(path)
      if (lang === 'ar') {
        await expect(refundedRow(page)).toContainText('مسترد')
      }
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({
          path: testInfo.outputPath(`refunded-${lang}-${width}.png`),
          fullPage: true,
        })
        const wide = await page.evaluate((w) => {
          const out: string[] = []
          for (const el of document.querySelectorAll('body *')) {
            const r = el.getBoundingClientRect()
            if (r.right > w + 0.5) out.push(`${el.tagName}.${el.className} ${r.right}`)
          }
          return { scroll: document.documentElement.scrollWidth, out: out.slice(0, 8) }
        }, width)
        expect(wide.scroll, JSON.stringify(wide.out)).toBeLessThanOrEqual(width)
      }
    }
  })
})
