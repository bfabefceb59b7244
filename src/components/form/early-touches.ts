/**
 * The controls a visitor left before their form's code ran (decision 0060). A form page sends
 * the form as HTML and its code later; a blur in between reaches no handler, so the field would
 * not count as touched and would keep its message until the submit. The form's loader (in the
 * page's first load) starts noting blurs; the form, once it runs, asks which of its controls
 * were left (useFormReady) and touches them.
 */
const left = new WeakSet<Element>()
let noting = false

/** Starts noting blurs of form controls, in the browser, once per page load. */
export function noteEarlyTouches(): void {
  if (noting || typeof document === 'undefined') return
  noting = true
  document.addEventListener(
    'focusout',
    (event) => {
      const target = event.target
      if (target instanceof Element && target.matches('input, select, textarea')) left.add(target)
    },
    true,
  )
}

/** Whether the visitor left this control (before the form's code ran). */
export function wasLeftEarly(control: Element | null): boolean {
  return control !== null && left.has(control)
}
