'use client'

import { lazy, Suspense, useEffect } from 'react'

/**
 * What a page shows when rendering it failed, in the page's language: the failure is logged and
 * the visitor can try again. Its view loads only then: every page carries the boundary (Next's
 * error.tsx), almost none ever shows it, and the first-load budget of 150 KB is that tight.
 */
const RenderErrorView = lazy(() => import('./RenderErrorView'))

export function RenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => console.error(error), [error])
  return (
    <Suspense fallback={null}>
      <RenderErrorView reset={reset} />
    </Suspense>
  )
}
