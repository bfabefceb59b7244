import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * Gestures of a finger on the phone project's touch screen, sent through
 * Chromium's input pipeline (DevTools protocol, Input.dispatchTouchEvent): the
 * page gets real touch and pointer events and scrolls as under a finger, with
 * its touch-action, scroll snapping and overscroll rules; no synthetic DOM
 * events. (Input.synthesizeScrollGesture does not scroll in headless Chromium.)
 */

type Point = { x: number; y: number }

/**
 * A finger put down on `path[0]`, moved through the points of `path`, held still a moment (so
 * the lift is no fling: Chromium, like a phone, swallows the next tap to stop a fling), and lifted.
 */
export async function fingerPath(page: Page, path: Point[]) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (p: Point) => [{ x: Math.round(p.x), y: Math.round(p.y) }]
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(path[0]!) })
    for (const p of path.slice(1)) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(p) })
    }
    await page.waitForTimeout(150)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: touch(path.at(-1)!),
    })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}

/** A straight finger move from `from` to `to` in `steps` steps. */
export async function fingerDrag(page: Page, from: Point, to: Point, steps = 12) {
  const path = Array.from({ length: steps + 1 }, (_, k) => ({
    x: from.x + ((to.x - from.x) * k) / steps,
    y: from.y + ((to.y - from.y) * k) / steps,
  }))
  await fingerPath(page, path)
}

async function centre(target: Locator, maxDown = 100): Promise<Point> {
  const box = await target.boundingBox()
  expect(box, 'the touched element is on screen').toBeTruthy()
  return { x: box!.x + box!.width / 2, y: box!.y + Math.min(box!.height / 2, maxDown) }
}

/** A finger swiping across `target` by `dx` px (negative: to the left, bringing the next slide). */
export async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!
  const { y } = await centre(target)
  // Both ends on the screen: a finger cannot start or end beyond its edge.
  const width = Math.min(Math.abs(dx), box.width - 40)
  const from = dx < 0 ? box.x + box.width - 20 : box.x + 20
  await fingerDrag(page, { x: from, y }, { x: from + Math.sign(dx) * width, y })
}

/** A finger pushing the content under `target` up by `dy` px (scrolling down). */
export async function scrollByFinger(page: Page, target: Locator, dy: number) {
  const from = await centre(target, 300)
  const start = { x: from.x, y: Math.min(from.y + dy / 2, page.viewportSize()!.height - 20) }
  await fingerDrag(page, start, { x: start.x, y: start.y - dy })
}

/** A finger drawing a zigzag across `target`. */
export async function drawByFinger(page: Page, target: Locator) {
  const box = (await target.boundingBox())!
  const path = Array.from({ length: 11 }, (_, k) => ({
    x: box.x + 15 + k * (box.width - 30) * 0.1,
    y: box.y + box.height * (k % 2 ? 0.7 : 0.3),
  }))
  await fingerPath(page, path)
}

/** The element's box lies within the screen's width (and height, when `whole`). */
export async function expectOnScreen(page: Page, target: Locator, whole = false) {
  const box = (await target.boundingBox())!
  const screen = page.viewportSize()!
  expect(box.x, 'starts on screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'ends on screen').toBeLessThanOrEqual(screen.width)
  if (whole) {
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height)
  }
}

/** Tab `times` times; focus must stay inside `scope` all along. */
export async function expectTabStaysIn(page: Page, scope: Locator, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab')
    expect(
      await scope.evaluate((el) => el.contains(document.activeElement)),
      `focus inside after ${i + 1} Tab presses`,
    ).toBe(true)
  }
}
