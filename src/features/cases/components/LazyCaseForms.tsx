'use client'

import { lazy, Suspense } from 'react'
import { noteEarlyTouches } from '@/components/form/early-touches'
import type { CaseLang } from '../schema'

/**
 * The case forms' code (react-hook-form, zod, the case schema and the form kit: about 55 KB
 * compressed) in chunks of their own, out of the pages' first load (issues 17 and 24, decision
 * 0060). The server still renders the form, so its labels and inputs are in the HTML; in the
 * browser the boundary stays as the server drew it until the chunk is there, then hydrates: the
 * same inputs, with whatever was typed in them (see useFormReady). React.lazy, as
 * LazyVolunteerForm.
 */
const CaseWizard = lazy(() => import('./CaseWizard').then((m) => ({ default: m.CaseWizard })))
const CaseStaticForm = lazy(() =>
  import('./CaseStaticForm').then((m) => ({ default: m.CaseStaticForm })),
)
const CaseLookupForm = lazy(() =>
  import('./CaseLookupForm').then((m) => ({ default: m.CaseLookupForm })),
)

/** The four-step wizard (/caseFormParts, /caseFormPartsEn). */
// In the browser, blurs before the form's code runs are noted for it (useFormReady).
noteEarlyTouches()

export function LazyCaseWizard({ lang }: { lang: CaseLang }) {
  return (
    <Suspense fallback={null}>
      <CaseWizard lang={lang} />
    </Suspense>
  )
}

/** The static one-page form (/caseForm). */
export function LazyCaseStaticForm() {
  return (
    <Suspense fallback={null}>
      <CaseStaticForm />
    </Suspense>
  )
}

/** The one-page form with server-loaded lookups (/caseFormPart). */
export function LazyCaseLookupForm() {
  return (
    <Suspense fallback={null}>
      <CaseLookupForm />
    </Suspense>
  )
}
