import type { Locator, Page } from '@playwright/test'
import { auth, staffToken } from './staff-api'
import { expect, test } from './fixtures'

/** Static pages of spec 001 section 2: bylaws, pricing, FAQs, terms, privacy, testimonials. */

/** The accordion headers of a region (buttons with aria-expanded). */
const headers = (scope: Locator | Page) => scope.locator('button[aria-expanded]')

async function expectOnlyOpen(scope: Locator, openIndex: number | null) {
  const buttons = headers(scope)
  const count = await buttons.count()
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i)
    const open = i === openIndex
    await expect(button).toHaveAttribute('aria-expanded', String(open))
    const panel = scope.locator(`#${await button.getAttribute('aria-controls')}`)
    if (open) await expect(panel).toBeVisible()
    else await expect(panel).toBeHidden()
  }
}

test.describe('bylaws', () => {
  test('renders the by-laws of the global with a table of contents and anchors', async ({
    page,
    request,
  }) => {
    // The text comes from the `bylaws` global, seeded once.
    const global = await request.get('/api/globals/bylaws?depth=0')
    expect(global.ok()).toBe(true)
    const doc = (await global.json()) as { title: string; articles: { title: string }[] }
    expect(doc.articles).toHaveLength(13)

    await page.goto('/bylaws')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bylaws')
    await expect(page.getByRole('heading', { name: doc.title })).toBeVisible()
    const toc = page.getByRole('navigation', { name: 'Contents' })
    const entries = toc.getByRole('link')
    await expect(entries).toHaveCount(13)
    await expect(entries.first()).toHaveText('Article I. Name and Purpose')
    for (const title of [
      'Non-Discrimination',
      'Founding Core Governance',
      'Board of Directors',
      'Officers',
      'Committees',
      'Chapters',
      'Volunteers',
      'Finance',
      'Transparency',
      'Indemnification',
      'Amendments',
      'Dissolution',
    ]) {
      await expect(
        toc.getByRole('link', { name: new RegExp(`^Article [IVX]+\\. ${title}$`) }),
      ).toBeVisible()
    }

    await toc.getByRole('link', { name: 'Article IV. Board of Directors' }).click()
    await expect(page).toHaveURL(/\/bylaws#board-of-directors$/)
    await expect(
      page.getByRole('heading', { name: 'Article IV. Board of Directors' }),
    ).toBeInViewport()
    const main = page.getByRole('main')
    await expect(
      main.getByText(
        'The Board consists of not fewer than five (5) and not more than eleven (11) directors.',
        {
          exact: false,
        },
      ),
    ).toBeVisible()
    await expect(
      main.getByText(/No director may serve more than two \(2\) consecutive full terms/),
    ).toBeVisible()
    await expect(
      main.getByRole('heading', { name: 'Section 4.9. Remote participation' }),
    ).toBeVisible()
    await expect(
      main.getByRole('heading', { name: 'Section 8.2. Volunteer disclosure' }),
    ).toBeVisible()
    await expect(
      main.getByRole('heading', {
        name: 'Section 1.5. Alignment with the United Nations 2030 Agenda',
      }),
    ).toBeVisible()
    for (const role of [
      'President',
      'Vice President',
      'Treasurer',
      'Secretary',
      'Executive Board Members',
    ]) {
      await expect(
        main.getByRole('heading', { name: new RegExp(`^Section 5\\.\\d+\\. ${role}$`) }),
      ).toBeVisible()
    }
    await expect(
      main.getByText(/Membership of the Founding Core has permanent status/),
    ).toBeVisible()
  })

  test('staff edits show on the page', async ({ page, request }) => {
    const token = await staffToken(request)
    const original = (await (await request.get('/api/globals/bylaws?depth=0')).json()) as {
      title: string
    }
    const changed = `By-laws of New Egypt Foundation, Inc. (e2e ${Date.now()})`
    try {
      const res = await request.post('/api/globals/bylaws', {
        headers: auth(token),
        data: { title: changed },
      })
      expect(res.ok(), await res.text()).toBe(true)
      await expect
        .poll(
          async () => {
            await page.goto('/bylaws')
            return page.getByRole('heading', { level: 2, name: changed }).count()
          },
          { timeout: 20_000 },
        )
        .toBe(1)
    } finally {
      await request.post('/api/globals/bylaws', {
        headers: auth(token),
        data: { title: original.title },
      })
    }
  })
})

test.describe('pricing', () => {
  test('shows the four plans per month, the breadcrumb and the FAQ accordion', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Plans')
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/')

    const plans = [
      ['Free', '$0.00'],
      ['Standerd', '$19.99'],
      ['Professional', '$99.99'],
      ['Plus', '$199.99'],
    ] as const
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(4)
    for (const [i, [name, price]] of plans.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(name)
      await expect(card.getByText(`${price} / month`)).toBeVisible()
      for (const feature of [
        'Full Access',
        'Enhanced Security',
        'Free Appointments',
        'Free Installment',
        'Source Files',
      ]) {
        await expect(card.getByText(feature)).toBeVisible()
      }
    }
    await expect(cards.nth(2).getByText('1 Domain Free')).toBeVisible()
    await expect(cards.nth(3).getByText('10 Domain Free')).toBeVisible()
    await expect(cards.nth(0).getByText('Domain Free')).toHaveCount(0)

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    await expect(headers(faq)).toHaveCount(4)
    await expectOnlyOpen(faq, 0)
    await headers(faq).nth(2).click()
    await expectOnlyOpen(faq, 2)
  })
})

test.describe('FAQs', () => {
  test('four groups of four questions, each with its first question open', async ({ page }) => {
    await page.goto('/faqs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs')
    for (const group of ['Buying Product', 'General', 'Payments', 'Support']) {
      const region = page.getByRole('region', { name: group, exact: true })
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(group)
      await expect(headers(region)).toHaveCount(4)
      await expectOnlyOpen(region, 0)
    }
  })

  test('opens one question at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/faqs')
    const general = page.getByRole('region', { name: 'General', exact: true })
    const buttons = headers(general)

    await buttons.nth(1).click()
    await expectOnlyOpen(general, 1)
    await expect(
      general.getByText('Our clubs work in Cairo, Alexandria', { exact: false }),
    ).toBeVisible()
    // The other groups are not affected.
    await expectOnlyOpen(page.getByRole('region', { name: 'Payments', exact: true }), 0)

    // Keyboard: arrows move between headers, Enter and Space toggle.
    await buttons.nth(1).focus()
    await page.keyboard.press('ArrowDown')
    await expect(buttons.nth(2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectOnlyOpen(general, 2)
    await page.keyboard.press('End')
    await expect(buttons.nth(3)).toBeFocused()
    await page.keyboard.press('Space')
    await expectOnlyOpen(general, 3)
    await page.keyboard.press('ArrowDown')
    await expect(buttons.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(buttons.nth(3)).toBeFocused()
    await page.keyboard.press('Space')
    await expectOnlyOpen(general, null)
    await page.keyboard.press('Home')
    await expect(buttons.nth(0)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectOnlyOpen(general, 0)
  })
})

test.describe('terms and privacy', () => {
  test('the terms: text, Print prints, Accept goes back, Decline goes home', async ({ page }) => {
    await page.goto('/faqs')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Services' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions')
    const doc = page.getByRole('article', { name: 'Terms & Conditions' })
    await expect(doc.getByRole('heading', { name: '3. Donations' })).toBeVisible()
    await expect(
      doc.getByText(/confirmed with a one-time code sent to the e-mail address/),
    ).toBeVisible()

    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

    await page.getByRole('link', { name: 'Accept' }).click()
    await expect(page).toHaveURL(/\/faqs$/)

    await page.goto('/terms')
    await page.getByRole('link', { name: 'Decline' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the privacy policy: what data, why, how long, who sees it; Accept without history goes home', async ({
    page,
  }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    const doc = page.getByRole('article', { name: 'Privacy Policy' })
    for (const heading of [
      '1. Donors',
      '2. Volunteers',
      '3. People asking for assistance',
      '5. Who sees your data',
    ]) {
      await expect(doc.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(
      doc.getByText('Card data is never stored by New Egypt', { exact: false }),
    ).toBeVisible()
    await expect(doc.getByText(/keep donation records for seven years/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await page.getByRole('link', { name: 'Accept' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('testimonials show what families, volunteers, donors and partners say', async ({ page }) => {
  await page.goto('/testimonial')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials')
  const quotes = page.getByRole('main').locator('blockquote')
  await expect(quotes).toHaveCount(8)
  await expect(page.getByText('Hoda Ibrahim')).toBeVisible()
  await expect(page.getByText('Headmaster, primary school in Beni Suef')).toBeVisible()
  await expect(quotes.first()).toContainText('heart surgery')
})

test('testimonials and the three services in Arabic (issue 17)', async ({ page }) => {
  await page.goto('/ar/testimonial')
  const quotes = page.getByRole('main').locator('blockquote')
  await expect(quotes).toHaveCount(8)
  await expect(page.getByText('هدى إبراهيم')).toBeVisible()
  await expect(page.getByText('ناظر مدرسة ابتدائية في بني سويف')).toBeVisible()
  await expect(quotes.first()).toContainText('جراحة في القلب')
  await expect(page.getByRole('main')).not.toContainText(/[A-Za-z]{3,}/)

  await page.goto('/ar/service-detail')
  for (const title of ['برنامج الإفطار', 'المساعدات الغذائية', 'الأعمال الاجتماعية']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'تبرّع الآن' })).toHaveAttribute(
    'href',
    '/ar/donationServices',
  )
  await expect(page.getByRole('link', { name: 'انضم إلينا' }).last()).toHaveAttribute(
    'href',
    '/ar/joinUs',
  )
  await expect(page.getByRole('main')).not.toContainText(/[A-Za-z]{3,}/)

  await page.goto('/ar')
  await expect(page.getByRole('region', { name: 'آراء من نخدمهم' })).toContainText(
    'سميرة عبد العزيز',
  )
})

test('FAQs and pricing in Arabic (issue 17)', async ({ page }) => {
  await page.goto('/ar/faqs')
  await expect(page.getByRole('heading', { name: 'أسئلة عامة', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'ما مؤسسة مصر الجديدة؟' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/[A-Za-z]{3,}/)

  await page.goto('/ar/pricing')
  await expect(page.getByRole('heading', { name: 'القياسية', level: 2 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('١٩٫٩٩ دولار أمريكي')
  await expect(page.getByRole('link', { name: 'ابدأ مع الخطة الاحترافية' })).toHaveAttribute(
    'href',
    '/ar/contactus',
  )
  await expect(page.getByRole('heading', { name: 'الأسئلة الشائعة' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/[A-Za-z]{3,}/)
})

test('the by-laws and about pages have no English words of ours on /ar (issue 17)', async ({
  page,
}) => {
  await page.goto('/ar/bylaws')
  const toc = page.getByRole('navigation', { name: 'المحتويات' })
  await expect(toc.getByRole('link').first()).toHaveText(/^المادة 1: /)
  // The bodies may still be English (marked, under the notice); the headings and links are ours.
  const headings = await page.getByRole('main').getByRole('heading').allTextContents()
  expect(headings.filter((h) => /\b(Article|Section|Contents)\b/.test(h))).toEqual([])
  await expect(page.getByRole('link', { name: 'Back to contents' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'العودة إلى المحتويات' }).first()).toBeAttached()

  await page.goto('/ar/aboutus')
  const numbers = page.getByRole('region', { name: 'عملنا بالأرقام' })
  await expect(numbers.getByTestId('counter').first()).toContainText('حالة')
  await expect(numbers).not.toContainText(/[A-Za-z]{3,}/)
  await expect(page.getByRole('link', { name: 'انضم إلينا' }).last()).toHaveAttribute(
    'href',
    '/ar/joinUs',
  )
})
