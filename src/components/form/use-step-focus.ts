'use client'

import { useEffect, useRef } from 'react'

const HEADING = 'h1, h2, h3, h4, h5, h6'

/**
 * Moves focus to the start of content that just replaced what had it (a wizard's new step, a
 * list's new page): `root` itself when it is a heading, else its first heading, else `root`; made
 * focusable with tabindex=-1, so a screen reader announces it and Tab continues from there
 * instead of from the top of the page.
 */
export function focusContentStart(root: HTMLElement | null): void {
  if (!root) return
  const target = root.matches(HEADING) ? root : (root.querySelector<HTMLElement>(HEADING) ?? root)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'nearest' })
}

/**
 * The focus rule of a wizard: when the step changes, focus moves to the new step's heading
 * (focusContentStart). Without it focus stayed on Next while the content changed silently, and
 * fell to the page when Previous became disabled on the first step. Not on the first render: a
 * page that opens on step 1 keeps its focus where the visitor put it.
 *
 * Returns the ref for the step's heading, or for an element holding it.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null)
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    focusContentStart(ref.current)
  }, [step])
  return ref
}
