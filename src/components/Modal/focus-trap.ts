/**
 * Focus-trap helpers shared by the Modal and the off-canvas panel.
 * `focusTrapTarget` is pure (unit-tested); the DOM helpers only read the elements they are given.
 */

export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Where focus should go when Tab is pressed inside a trap. */
export type TrapTarget = number | 'container' | null

/**
 * Decide where Tab / Shift+Tab should move focus inside a trap of `count` focusable elements.
 * - `activeIndex`: index of the focused element in that list, or -1 when focus is elsewhere.
 * - returns the index to focus, 'container' when there is nothing focusable (keep focus on the
 *   dialog itself), or null when the browser's own move stays inside the trap.
 */
export function focusTrapTarget(
  activeIndex: number,
  count: number,
  backwards: boolean,
): TrapTarget {
  if (count <= 0) return 'container'
  if (activeIndex < 0 || activeIndex >= count) return backwards ? count - 1 : 0
  if (backwards && activeIndex === 0) return count - 1
  if (!backwards && activeIndex === count - 1) return 0
  return null
}

/** The elements of `root` a keyboard user can reach with Tab, in DOM order, visible ones only. */
export function getFocusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => !el.closest('[inert]') && !el.hidden && el.getClientRects().length > 0,
  )
}

/**
 * Apply the trap for one Tab keydown on `root`. Returns true when it moved focus itself
 * (the caller should then prevent the browser's default move).
 */
export function trapTabKey(root: HTMLElement, backwards: boolean): boolean {
  const items = getFocusableElements(root)
  const active = root.ownerDocument.activeElement
  const index = active instanceof HTMLElement ? items.indexOf(active) : -1
  const target = focusTrapTarget(index, items.length, backwards)
  if (target === null) return false
  if (target === 'container') root.focus()
  else items[target]?.focus()
  return true
}

/** Whether `el` can take focus now: in the page, shown, not disabled, not inert. */
function canTakeFocus(el: HTMLElement): boolean {
  return (
    el.isConnected &&
    !(el as HTMLButtonElement).disabled &&
    !el.closest('[inert]') &&
    el.getClientRects().length > 0
  )
}

/**
 * Where focus goes when a dialog closes, so that it never falls to the page: the first invalid
 * field of the invoker's form (an error dialog after a submit sends the user to what to fix);
 * else the invoker; else, when the invoker can no longer take it (a submit button disabled by
 * the reset after a success), its form or section, made focusable for this (tabindex=-1).
 */
export function returnFocus(invoker: HTMLElement | null): void {
  if (!invoker?.isConnected) return
  const form = invoker.closest('form')
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  const target =
    invalid && canTakeFocus(invalid)
      ? invalid
      : canTakeFocus(invoker)
        ? invoker
        : (invoker.closest<HTMLElement>('form, section, main') ?? null)
  if (!target) return
  if (target !== invoker && target !== invalid && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
  }
  target.focus()
}
