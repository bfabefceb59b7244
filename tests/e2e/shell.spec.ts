import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** The element's used CSS width and height (not its box mid-animation). */
const cssSize = (locator: Locator) =>
  locator.evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height])

test.describe('site shell', () => {
  test('nav bar lists the spec items and follows the URL', async ({ page }) => {
    await page.goto('/newEgyptNews/egyptian-volunteer-day-6-september-2025')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of ['Home', 'News', 'Activities', 'Donations', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('button', { name: 'MAKE A DONATION', exact: true })).toBeVisible()

    // The About submenu, by keyboard.
    const about = nav.getByRole('button', { name: 'About' })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    for (const label of ['New Egypt', 'Boards', 'Bylaws', 'Contact', 'Join Us']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).last()).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()

    await nav.getByRole('button', { name: 'About' }).click()
    await nav.getByRole('link', { name: 'Boards', exact: true }).click()
    await expect(page).toHaveURL(/\/boards$/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }),
    ).toHaveAttribute('data-active', 'true')
  })

  test('the bar sticks and back-to-top appears only after 50 px of scrolling', async ({ page }) => {
    await page.goto('/')
    const bar = page.locator('[data-sticky]')
    // Hidden (and so out of the accessibility tree) until the page is scrolled.
    const backToTop = page.locator('button[aria-label="Back to top"]')
    await expect(bar).toHaveAttribute('data-sticky', 'false')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(bar).toHaveAttribute('data-sticky', 'false')
    await expect(backToTop).toHaveAttribute('data-visible', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(bar).toHaveAttribute('data-sticky', 'true')
    await expect(backToTop).toHaveAttribute('data-visible', 'true')
    await backToTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(bar).toHaveAttribute('data-sticky', 'false')
  })

  test('the fixed Make A Donation button opens the reusable modal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/aboutus')
    const opener = page
      .getByRole('complementary', { name: 'Quick actions' })
      .getByRole('button', { name: 'Make A Donation', exact: true })
    const position = await opener.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return {
        position: getComputedStyle(el).position,
        left: r.left,
        bottomGap: window.innerHeight - r.bottom,
      }
    })
    expect(position.position).toBe('fixed')
    expect(position.left).toBeLessThan(60)
    expect(position.bottomGap).toBeLessThan(60)

    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Make A Donation' })
    await expect(dialog).toBeVisible()
    const close = dialog.getByRole('button', { name: 'close' })
    await expect(close).toHaveAttribute('title', 'close')
    await expect(close).toHaveText('×')
    expect(await cssSize(close)).toEqual(['30px', '30px'])
    expect((await cssSize(dialog))[0]).toBe('600px')
    const backdrop = page.locator('[data-modal-backdrop]')
    expect(await backdrop.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1040')

    // A click inside does not close it; focus stays inside while tabbing.
    await dialog.getByRole('heading', { name: 'Make A Donation' }).click()
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    // Escape closes and focus returns to the opener.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The backdrop closes it; so does the close button.
    await opener.click()
    await backdrop.click({ position: { x: 5, y: 5 } })
    await expect(dialog).toBeHidden()
    await opener.click()
    await dialog.getByRole('button', { name: 'close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the modal is 90 percent wide on phones and its close button 20 px', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto('/terms')
    await page
      .getByRole('complementary', { name: 'Quick actions' })
      .getByRole('button', { name: 'Make A Donation' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Make A Donation' })
    expect((await cssSize(dialog))[0]).toBe('360px') // 90 percent of 400
    expect(await cssSize(dialog.getByRole('button', { name: 'close' }))).toEqual(['20px', '20px'])
  })

  test('the nav MAKE A DONATION button opens the same modal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'MAKE A DONATION', exact: true })
      .click()
    await expect(page.getByRole('dialog', { name: 'Make A Donation' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('the off-canvas panel offers the sign-in form', async ({ page }) => {
    // Its failed sign-in counts against an address of its own, not the one the suite signs in from:
    // a /64 of its own, as the limits count an IPv6 client by its /64 (decision 0078).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '2001:db8:5e11::1' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open sign-in panel' }).click()
    const panel = page.getByRole('dialog', { name: 'Sign In' })
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel('Email')).toBeFocused()
    await expect(panel.getByLabel('Password')).toBeVisible()
    await expect(panel.getByLabel('Remember me')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
    await expect(panel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    await panel.getByLabel('Email').fill('nobody@newegypt.example')
    await panel.getByLabel('Password').fill('wrong-password')
    await panel.getByRole('button', { name: 'Sign In' }).click()
    await expect(panel.getByRole('alert')).toHaveText(
      'The email or password is incorrect, or the account is locked. Please try again later.',
    )
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })

  test('the footer has all its parts', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [
      ['About us', '/aboutus'],
      ['Services', '/service-detail'],
      ['Team', '/team'],
      ['Helpcenter', '/faqs'],
      ['Terms of Services', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      )
    }
    await expect(footer.getByRole('textbox', { name: /email/i })).toBeVisible()
    await expect(footer.getByText(/© \d{4} New Egypt Foundation/)).toBeVisible()
    await expect(footer.getByRole('link', { name: /facebook/i })).toBeVisible()
  })
})
