'use client'

import type { ReactNode } from 'react'
import { useStepFocus } from './use-step-focus'

/**
 * Holds content that a step replaces wholesale, even through a server refresh (the donor portal
 * after the sign-in code): when `step` changes, focus moves to the first heading of the new
 * content (useStepFocus) instead of falling to the page. The wrapper stays mounted, so it sees
 * the change.
 */
export function FocusOnStep({ step, children }: { step: string; children: ReactNode }) {
  const ref = useStepFocus<HTMLDivElement>(step)
  return <div ref={ref}>{children}</div>
}
