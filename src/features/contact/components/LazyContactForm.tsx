'use client'

import { lazy, Suspense } from 'react'
import { noteEarlyTouches } from '@/components/form/early-touches'

/**
 * The contact form's code (react-hook-form, zod, the schema and the form kit) in its own chunk,
 * out of the page's first load (decision 0060). The server still renders the form; in the browser
 * it hydrates when the chunk is there, keeping whatever was typed (see useFormReady).
 */
const ContactForm = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })))

// In the browser, blurs before the form's code runs are noted for it (useFormReady).
noteEarlyTouches()

export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  )
}
