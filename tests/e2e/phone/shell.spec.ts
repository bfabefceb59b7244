import { expect, test } from '../fixtures'
import { expectOnScreen, expectTabStaysIn, scrollByFinger } from './touch'

/** The site's frame on a phone (390 × 844, touch): the menu, the sign-in panel, the donation modal. */

test.describe('phone: the shell', () => {
  test('the menu opens from its button, keeps focus in the bar, and closes four ways', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggler = page.getByRole('button', { name: 'Open menu' })
    // On a phone the links hide behind the menu button.
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeHidden()
    await toggler.tap()
    await expect(toggler).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await toggler.getAttribute('aria-controls')}"]`)
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible()
    await expectOnScreen(page, menu, true)

    // Keyboard (a phone with a keyboard, a switch): Tab cycles through the bar, never behind it.
    const bar = page.getByRole('banner')
    await expectTabStaysIn(page, bar, 14)
    await page.keyboard.press('Escape')
    await expect(toggler).toHaveAttribute('aria-expanded', 'false')
    await expect(toggler).toBeFocused()

    // A tap on the page outside the menu closes it; so does the button again.
    await toggler.tap()
    await expect(menu).toBeVisible()
    await page.touchscreen.tap(200, 700)
    await expect(toggler).toHaveAttribute('aria-expanded', 'false')
    await toggler.tap()
    await toggler.tap()
    await expect(toggler).toHaveAttribute('aria-expanded', 'false')

    // A link navigates and the menu is gone on the next page.
    await toggler.tap()
    await nav.getByRole('link', { name: 'News', exact: true }).tap()
    await expect(page).toHaveURL(/\/newEgyptNews$/)
    await expect(toggler).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeHidden()
  })

  test('the off-canvas sign-in panel fits the screen, traps focus and closes', async ({ page }) => {
    await page.goto('/aboutus')
    const opener = page.getByRole('button', { name: 'Open sign-in panel' })
    await opener.tap()
    const panel = page.getByRole('dialog', { name: 'Sign In' })
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel('Email')).toBeFocused()
    await expectOnScreen(page, panel, true)
    await expectTabStaysIn(page, panel, 10)
    await panel.getByRole('button', { name: /close/i }).tap()
    await expect(panel).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the donation modal fits the screen and scrolls inside, the page staying put', async ({
    page,
  }) => {
    await page.goto('/terms')
    await page.evaluate(() => window.scrollTo(0, 300))
    const fab = page
      .getByRole('complementary', { name: 'Quick actions' })
      .getByRole('button', { name: 'Make A Donation' })
    await expectOnScreen(page, fab, true)
    await fab.tap()
    const dialog = page.getByRole('dialog', { name: 'Make A Donation' })
    await expect(dialog).toBeVisible()
    const form = dialog.getByRole('form', { name: 'Donation form' })
    await expect(form).toBeVisible()
    await expectOnScreen(page, dialog)
    const close = dialog.getByRole('button', { name: 'close' })
    await expectOnScreen(page, close, true)

    // Taller than the screen once a section is open: the modal's own scroller moves, not the page.
    const details = form.getByRole('button', { name: 'Payment Details', exact: true })
    await details.tap()
    await expect(details).toHaveAttribute('aria-expanded', 'true')
    const scroller = page.locator('[data-modal-backdrop]')
    const before = await scroller.evaluate((el) => ({
      top: el.scrollTop,
      room: el.scrollHeight - el.clientHeight,
    }))
    expect(before.room, 'the form is taller than the screen').toBeGreaterThan(100)
    await scrollByFinger(page, dialog, 400)
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(before.top)
    expect(await page.evaluate(() => window.scrollY), 'the page behind stays').toBe(300)
    await close.tap()
    await expect(dialog).toBeHidden()
  })
})
