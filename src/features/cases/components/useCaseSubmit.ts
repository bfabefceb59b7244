'use client'

import { localiseMessage } from '@/i18n/schema-messages'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { CASE_MESSAGES, type CaseLang } from '../schema'
import type { CaseAlertState } from './CaseParts'
import { sendCaseRequest } from './send-case'

/** Where a case form goes after a successful submit (spec: /home, the home page). */
export const CASE_DONE_PATH = '/'
/** Time to read the success message before going there. */
export const CASE_DONE_DELAY_MS = 1500

/**
 * The submit of every case form (the wizards and both one-page forms): sends the multipart
 * body, shows the spec's success or failure alert (section 8) with the request's reference and a
 * link home (decision 0035), and
 * hands the server's field messages to `onFields` (the wizards show them on their fields).
 */
export function useCaseSubmit(
  lang: CaseLang,
  onFields?: (fields: Record<string, string[]>) => void,
) {
  const M = CASE_MESSAGES[lang]
  const router = useRouter()
  const [alert, setAlert] = useState<CaseAlertState>(null)

  async function submit(build: () => FormData | Promise<FormData>) {
    setAlert(null)
    try {
      const result = await sendCaseRequest(await build(), lang)
      if (!result.ok) {
        // A refused burst says how long to wait, in the form's language.
        if (result.failure.retryAfterSeconds !== undefined && result.failure.message) {
          setAlert({
            ok: false,
            title: M.errorTitle,
            text: localiseMessage(result.failure.message, lang),
          })
          return
        }
        onFields?.(result.failure.fields ?? {})
        throw new Error(result.failure.message ?? `HTTP ${result.failure.status}`)
      }
      // With a reference the success screen stays until the applicant has noted it and chooses
      // to go home (decision 0035); without one, home after a moment as before.
      if (result.reference) {
        setAlert({ ok: true, title: M.successTitle, reference: result.reference, lang })
      } else {
        setAlert({ ok: true, title: M.successTitle })
        setTimeout(() => router.push(CASE_DONE_PATH), CASE_DONE_DELAY_MS)
      }
    } catch (error) {
      console.error('[cases] submit failed', error)
      setAlert({ ok: false, title: M.errorTitle, text: M.failed })
    }
  }
  /** A forced submit of an incomplete form: 'Data is incomplete' (spec 001 section 5). */
  const incomplete = () => setAlert({ ok: false, title: M.errorTitle, text: M.incomplete })

  return { alert, setAlert, submit, incomplete }
}
