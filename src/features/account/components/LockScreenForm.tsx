'use client'

import Link from 'next/link'
import { useId } from 'react'
import { NotOpenForm, PasswordField, RememberRow } from './AccountFields'

/** /lock-screen (spec 001: password, remember me, link to /reset-password). Public accounts are not open yet. */
export function LockScreenForm() {
  const ids = useId()
  return (
    <NotOpenForm submitLabel="Unlock">
      <PasswordField ids={ids} autoComplete="current-password" />
      <RememberRow ids={ids}>
        <Link href="/reset-password">Forgot password?</Link>
      </RememberRow>
    </NotOpenForm>
  )
}
