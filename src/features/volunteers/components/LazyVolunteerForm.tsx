'use client'

import { lazy, Suspense } from 'react'
import { noteEarlyTouches } from '@/components/form/early-touches'

/**
 * The volunteer form's code (react-hook-form, zod, the schema and the form kit: about 50 KB
 * compressed) in its own chunk, out of the page's first load (decision 0060). The server
 * still renders the whole form, so its labels and inputs are in the HTML; in the browser the
 * boundary stays as the server drew it until the chunk is there, then hydrates: the same inputs,
 * with whatever was typed in them (see useFormReady). React.lazy rather than next/dynamic, whose
 * runtime would join the first load and which announces the chunk in the HTML.
 */
const VolunteerForm = lazy(() =>
  import('./VolunteerForm').then((m) => ({ default: m.VolunteerForm })),
)

// In the browser, blurs before the form's code runs are noted for it (useFormReady).
noteEarlyTouches()

export function LazyVolunteerForm() {
  return (
    <Suspense fallback={null}>
      <VolunteerForm />
    </Suspense>
  )
}
