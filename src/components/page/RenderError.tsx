'use client'

import { lazy, Suspense } from 'react'

/**
 * What a page shows when rendering it failed, in the page's language, with a way to try again
 * (React and Next already write the error to the console). Its view loads only then: every page
 * carries the boundary (Next's error.tsx), almost none ever shows it, and the first-load budget
 * of 150 KB is that tight.
 */
const RenderErrorView = lazy(() => import('./RenderErrorView'))

export function RenderError({ reset }: { reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <RenderErrorView reset={reset} />
    </Suspense>
  )
}
