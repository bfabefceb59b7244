import { expect, test } from './fixtures'
import { chooseCairo, donationBox, form, openSection } from './donation-helpers'

/**
 * The currency choice of Donation Details (issue 44 items 1, 4 and 6; decision 0110), what only a
 * browser shows: its default follows the page's language and the chosen country, it is always
 * visible, and the summary and the amount's label follow it. The rules behind it (limits, Zakat
 * only to eligible purposes) are proven in src/features/donations/currency-schema.test.ts; an EGP
 * gift with Zakat staged and confirmed in tests/integration/donations/egp.int.test.ts.
 * With E2E_SHOTS_DIR set, the Arabic form at 390 px and the English one at 1280 px are saved.
 */
const shots = process.env.E2E_SHOTS_DIR

test('an English page starts in dollars and follows a donor who chooses Egypt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const f = form(await donationBox(page))
  await openSection(f, 'Donation Details')
  const choice = f.root.getByRole('group', { name: 'Give in' })
  await expect(choice.getByLabel('US dollars (USD), international')).toBeChecked()
  await expect(f.lines.first().getByLabel('Amount ($)')).toBeVisible()
  await expect(f.root.getByTestId('summary-total')).toHaveText('$0.00')
  // Required fields marked (the list is proven equal to the schema in required.test.ts): the
  // note once, a line's purpose and amount, not its "Give as"; the postal code until Egypt.
  await expect(f.root.getByText('Fields marked with an asterisk are required.')).toBeVisible()
  await expect(f.lines.first().getByLabel('Amount ($)')).toHaveAttribute('aria-required', 'true')
  await expect(f.lines.first().locator('.required-mark')).toHaveCount(2)
  await expect(f.lines.first().getByLabel('Give as')).not.toHaveAttribute('aria-required')

  // The address chosen before any amount: Egypt makes pounds the default.
  await openSection(f, 'Payment Details')
  await expect(f.field('ZIP / Postal Code')).toHaveAttribute('aria-required', 'true')
  await chooseCairo(f)
  await expect(f.field('ZIP / Postal Code')).not.toHaveAttribute('aria-required')
  await expect(choice.getByLabel('Egyptian pounds (EGP), in Egypt')).toBeChecked()
  const line = f.lines.first()
  await line.getByLabel('Donation Purpose').selectOption({ label: 'Medical Care' })
  await line.getByLabel('Amount (EGP)').fill('1500')
  await line.getByLabel('Give as').selectOption({ label: 'Zakat' })
  await expect(f.root.getByTestId('summary-total')).toHaveText('EGP\u00a01,500.00')
  await expect(
    f.root.getByText(
      'The 3.5% process fee (card, mobile wallet or Fawry) is taken from your gift: you are charged the total. Tick the box below to add the fee on top.',
    ),
  ).toBeVisible()
  // The donor's own choice is kept, and dollars bring back the card's notice (the fee unticked).
  await choice.getByLabel('US dollars (USD), international').check()
  await expect(line.getByLabel('Amount ($)')).toHaveValue('1500')
  await expect(f.root.getByTestId('summary-total')).toHaveText('$1,500.00')
  await expect(
    f.root.getByText(
      'The 3.5% credit card process fee is taken from your gift: you are charged the total. Tick the box below to add the fee on top.',
    ),
  ).toBeVisible()
  await choice.getByLabel('Egyptian pounds (EGP), in Egypt').check()
  await line.getByLabel('Amount (EGP)').scrollIntoViewIfNeeded()
  if (shots) await f.root.screenshot({ path: `${shots}/en-donation-egp-zakat-1280.png` })
})

test('an Arabic page on a phone starts in pounds, with Zakat refused for a purpose not eligible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar')
  const box = await donationBox(page)
  const f = box.getByRole('form', { name: 'نموذج التبرع' })
  await f.getByRole('button', { name: 'تفاصيل التبرع', exact: true }).click()
  const choice = f.getByRole('group', { name: 'عملة التبرع' })
  await expect(choice.getByLabel('جنيه مصري، من داخل مصر')).toBeChecked()
  const line = f.getByTestId('donation-line').first()
  await expect(f.getByText('الحقول المعلَّمة بنجمة مطلوبة.')).toBeVisible()
  await expect(line.getByLabel('المبلغ (بالجنيه المصري)')).toHaveAttribute('aria-required', 'true')
  await expect(
    line.getByLabel('وجه التبرع').locator('option', { hasText: 'المياه النظيفة' }),
  ).toBeAttached()
  await line.getByLabel('وجه التبرع').selectOption({ label: 'المياه النظيفة' })
  await line.getByLabel('المبلغ (بالجنيه المصري)').fill('٢٥٠')
  await line.getByLabel('نوع التبرع').selectOption({ label: 'زكاة' })
  await line.getByLabel('نوع التبرع').blur()
  await expect(
    line.getByText('لا تُصرف الزكاة في هذا الوجه. اختر صدقة أو تبرعًا عامًّا.'),
  ).toBeVisible()
  await line.getByLabel('وجه التبرع').selectOption({ label: 'الرعاية الطبية' })
  await expect(line.getByText('لا تُصرف الزكاة في هذا الوجه.', { exact: false })).toHaveCount(0)
  await expect(f.getByTestId('summary-total')).toHaveText('٢٥٠٫٠٠\u00a0ج.م')
  // Nothing sticks out of the phone's width, right to left.
  const overflow = await f.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await choice.scrollIntoViewIfNeeded()
  if (shots) {
    await page.screenshot({ path: `${shots}/ar-donation-egp-zakat-390.png` })
    // The whole of Donation Details: currency, the line with its designation, the summary.
    await f
      .getByRole('region', { name: 'تفاصيل التبرع' })
      .screenshot({ path: `${shots}/ar-donation-details-egp-390.png` })
  }
})
