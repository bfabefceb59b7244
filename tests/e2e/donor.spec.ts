import { uniqueEmail } from './donation-helpers'
import { AR_LABELS, cardCode, download, fillCard, give, signIn, wrongCode } from './donor-helpers'
import { expect, test } from './fixtures'
import { actFrom, mailsTo, uniqueIp } from './form-helpers'
import { shotOnRequest } from './layout/whole-page-shot'

/**
 * The donor portal (issue 20) in Chromium: a donor gives (sandbox), signs in to /donor with the
 * e-mailed code, sees the gift, downloads the receipt and the yearly statement in both
 * languages, pauses, resumes, changes and cancels the recurring plan, and signs out.
 */
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

    // A new card for the plan, confirmed by an e-mailed code (a wrong one first).
    await expect(plan).toContainText('Paid with Visa ending in 4242')
    await plan.getByRole('button', { name: 'Replace card' }).click()
    const newCard = plan.getByRole('form', { name: 'New card for this recurring donation' })
    await fillCard(newCard, '5555 5555 5555 4444', 'Portal Donor')
    await shotOnRequest(plan, { path: testInfo.outputPath('card-form-1280.png') })
    await newCard.getByRole('button', { name: 'Send me a code' }).click()
    const confirm = plan.getByRole('form', { name: 'Confirm the new card' })
    await expect(confirm.getByRole('status')).toContainText(
      'We sent a 6-digit code to your e-mail.',
    )
    const code = await cardCode(request, email)
    await confirm.getByLabel('One-time code').fill(wrongCode(code))
    await confirm.getByRole('button', { name: 'Confirm the new card' }).click()
    await expect(plan.getByRole('alert')).toHaveText('The code is incorrect.')
    await confirm.getByLabel('One-time code').fill(code)
    await confirm.getByRole('button', { name: 'Confirm the new card' }).click()
    await expect(
      plan.getByText('Your recurring donation now uses the new card. We sent you an e-mail.'),
    ).toBeVisible()
    await expect(plan).toContainText('Paid with Mastercard ending in 4444')

    // In Arabic: the plan reads Arabic, and a declined card is refused in Arabic.
    await page.goto('/ar/donor')
    const arPlan = page.getByTestId('donor-plan')
    await expect(arPlan).toContainText('أسبوعيًا')
    await expect(arPlan).toContainText('الدفع ببطاقة Mastercard المنتهية بالأرقام 4444')
    await arPlan.getByRole('button', { name: 'استبدال البطاقة' }).click()
    const arCard = arPlan.getByRole('form', { name: 'بطاقة جديدة لهذا التبرع المتكرر' })
    await fillCard(arCard, '4000000000000002', 'Portal Donor', AR_LABELS)
    await arCard.getByRole('button', { name: 'أرسل لي رمزًا' }).click()
    await expect(arPlan.getByRole('alert')).toHaveText('رُفضت بطاقتك.')
    await page.setViewportSize({ width: 375, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shotOnRequest(arPlan, { path: testInfo.outputPath('card-form-ar-375.png') })
    await page.setViewportSize({ width: 1280, height: 900 })
    await arPlan.getByRole('button', { name: 'الإبقاء على البطاقة الحالية' }).click()
    await expect(arCard).toHaveCount(0)
    await page.goto('/donor')

    page.once('dialog', (d) => void d.accept())
    await plan.getByRole('button', { name: 'Cancel' }).click()
    await expect(plan).toContainText('— Cancelled')
    await expect(plan.getByRole('button', { name: 'Resume' })).toHaveCount(0)

    const changed = 'Your recurring donation to the New Egypt Foundation was changed'
    let notices: { text: string }[] = []
    await expect
      .poll(async () => {
        notices = (await mailsTo(request, email, 1)).filter((m) => m.subject === changed)
        return notices.length
      })
      .toBe(5)
    expect(notices.map((m) => m.text).join('\n')).toContain(
      'now paid with the Mastercard ending in 4444 (was the Visa ending in 4242).',
    )

    // Another donor's receipt answers 404 in this session.
    const other = await page.request.get('/api/donor/receipts/2147483000')
    expect(other.status()).toBe(404)

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await shotOnRequest(page, {
        path: testInfo.outputPath(`donor-${width}.png`),
        fullPage: true,
      })
    }

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByLabel('E-mail address')).toBeVisible()
    expect((await page.request.get('/api/donor/history')).status()).toBe(401)
  })
})
