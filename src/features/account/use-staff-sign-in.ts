'use client'

import { useCallback, useRef, useState, type FormEvent } from 'react'
import { apiFetch } from '@/lib/api-client'
import { SIGN_IN_MESSAGES } from './messages'
import { signInErrorMessage } from './sign-in'
import { useSignInErrorText } from './use-account-text'

/**
 * Staff sign-in through Payload (POST /api/users/login), then a full page
 * load of /admin. Shared by /login and the off-canvas panel of the shell. Its error is in the
 * page's language (the server's English answers, translated here once for both forms).
 */
export function useStaffSignIn() {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const errorText = useSignInErrorText()

  const signIn = useCallback(
    async (email: string, password: string) => {
      if (busy.current) return
      busy.current = true
      setSending(true)
      setError(null)
      try {
        const response = await apiFetch('/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          credentials: 'include',
          body: JSON.stringify({ email: email.trim(), password }),
        })
        if (response.ok) {
          // A full page load on purpose: /admin is Payload's own app with its own root layout.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign('/admin')
          return // keep the button disabled while the browser navigates
        }
        setError(
          errorText(signInErrorMessage(response.status, await response.json().catch(() => null))),
        )
      } catch {
        setError(errorText(SIGN_IN_MESSAGES.network))
      }
      busy.current = false
      setSending(false)
    },
    [errorText],
  )

  /** A sign-in form's submit: its `email` and `password` fields, signed in. */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const data = new FormData(event.currentTarget)
      void signIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''))
    },
    [signIn],
  )

  return { sending, error, signIn, onSubmit }
}
