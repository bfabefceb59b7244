'use client'

import { lazy, Suspense } from 'react'
import { useSignInPanel } from '@/components/shell/SignInPanelContext'

/**
 * The sign-in panel and the staff sign-in code load when the panel is first opened: few visitors
 * sign in, and every page would carry them otherwise. (React.lazy: next/dynamic's runtime would
 * itself join every page.)
 */
const OffCanvasSignIn = lazy(() =>
  import('./OffCanvasSignIn').then((m) => ({ default: m.OffCanvasSignIn })),
)

/** The shell's sign-in slot: the off-canvas panel, open while the nav bar says so. */
export function ShellSignInPanel() {
  const { open, close } = useSignInPanel()
  return (
    <Suspense fallback={null}>
      <OffCanvasSignIn open={open} onClose={close} />
    </Suspense>
  )
}
