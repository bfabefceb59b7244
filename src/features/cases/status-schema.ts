// First: built in the browser by the status form (src/lib/validation/jitless.ts).
import '@/lib/validation/jitless'
import { z } from 'zod/mini'
import type { CaseLang } from './schema'
import { CASE_STATUS_TEXTS } from './texts'

/**
 * The status page's lookup: a reference and the national ID or the phone given.
 * Parsed by the browser form and by POST /api/content/case-status and case-documents.
 */
export function caseLookupSchema(lang: CaseLang = 'en') {
  const T = CASE_STATUS_TEXTS[lang]
  return z.object({
    reference: z.string().check(z.trim(), z.minLength(1, T.required), z.maxLength(20, T.required)),
    identifier: z.string().check(z.trim(), z.minLength(1, T.required), z.maxLength(40, T.required)),
  })
}
export type CaseLookupInput = z.input<ReturnType<typeof caseLookupSchema>>

/** One entry of the status history, as the page shows it. */
export interface CaseStatusEvent {
  status: string
  at: string
}

/** What the status page shows of a request once the reference and ID matched. */
export interface CaseStatusView {
  reference: string
  status: string
  history: CaseStatusEvent[]
  /** The reviewer's message while documents are awaited, else null. */
  documentsMessage: string | null
  documentsReceivedAt: string | null
}
