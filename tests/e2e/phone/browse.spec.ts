import { expect, test } from '../fixtures'
import { expectOnScreen, scrollByFinger, swipe } from './touch'

/** Reading on a phone: the home sliders under a finger, the boards' member modal, the news pager. */

test.describe('phone: reading', () => {
  test('the home sliders move by swipe and snap to a card', async ({ page }) => {
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Latest News' }).locator('ul').first()
    await slider.scrollIntoViewIfNeeded()
    // The cards load as the slider nears the screen (decision 0071).
    await expect(slider.getByRole('listitem')).toHaveCount(8)
    const first = slider.locator('li').first()
    await expectOnScreen(page, first)
    // The track rests at its start: the first card whole, its padding kept (scroll-padding).
    expect(await slider.evaluate((el) => el.scrollLeft)).toBe(0)

    await swipe(page, slider, -220)
    // Settled on a card edge: the track scrolled by whole cards (scroll snapping).
    await expect.poll(() => slider.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
    await expect
      .poll(() =>
        slider.evaluate((el) => {
          const step = (el.firstElementChild as HTMLElement).offsetWidth + 24
          const off = el.scrollLeft % step
          return Math.min(off, step - off)
        }),
      )
      .toBeLessThan(4)
    expect(await page.evaluate(() => window.scrollX), 'the page itself never moves sideways').toBe(
      0,
    )
    await swipe(page, slider, 300)
    await expect.poll(() => slider.evaluate((el) => el.scrollLeft)).toBe(0)

    // The testimonials too: a swipe to the left brings the next one.
    const quotes = page.getByRole('region', { name: 'Testimonials' })
    await quotes.scrollIntoViewIfNeeded()
    await quotes.getByRole('button', { name: /Pause|Play/ }).tap() // hold the autoplay
    const active = quotes.locator('li[data-active="true"]')
    const firstLabel = await active.getAttribute('aria-label')
    await swipe(page, quotes.locator('blockquote').first(), -150)
    await expect(active).not.toHaveAttribute('aria-label', firstLabel!)
    await swipe(page, quotes.locator('li[data-active="true"] blockquote'), 150)
    await expect(active).toHaveAttribute('aria-label', firstLabel!)
  })

  test('a board member opens in a modal that fits the screen, scrolls inside and closes', async ({
    page,
  }) => {
    await page.goto('/boards')
    const card = page.getByTestId('member-card').filter({ hasText: 'Dr. Nabil Youssef Tadros' })
    await card.scrollIntoViewIfNeeded()
    await expectOnScreen(page, card)
    await card.getByRole('button', { name: /see more/ }).tap()
    const dialog = page.getByRole('dialog', { name: 'Dr. Nabil Youssef Tadros' })
    await expect(dialog).toContainText('is a devoted grandfather of five.')
    await expectOnScreen(page, dialog)
    const scrolled = await page.evaluate(() => window.scrollY)
    await scrollByFinger(page, dialog, 300)
    expect(await page.evaluate(() => window.scrollY), 'the page behind stays').toBe(scrolled)
    const close = dialog.getByRole('button', { name: 'close' })
    await close.scrollIntoViewIfNeeded()
    await close.tap()
    await expect(dialog).toBeHidden()
  })

  test('the news pager by taps, each page starting at its top', async ({ page }) => {
    await page.goto('/newEgyptNews')
    const status = page.getByText(/^page \d+ of \d+$/)
    await expect(status).toHaveText(/^page 1 of \d+$/)
    const next = page.getByRole('button', { name: 'Next page' })
    await next.scrollIntoViewIfNeeded()
    await expectOnScreen(page, next)
    await next.tap()
    await expect(status).toHaveText(/^page 2 of \d+$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400)
    const previous = page.getByRole('button', { name: 'Previous page' })
    await previous.scrollIntoViewIfNeeded()
    await previous.tap()
    await expect(status).toHaveText(/^page 1 of \d+$/)
  })
})
