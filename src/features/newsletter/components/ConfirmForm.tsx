'use client'

import Link from 'next/link'
import { useActionState } from 'react'
import { confirmAction } from '../actions'
import { CONFIRM_ASK, CONFIRM_TEXTS } from '../messages'
import styles from './Newsletter.module.css'

/**
 * Asks before confirming (the mail's link is a GET, which mail scanners follow);
 * the answer replaces the question in a live region.
 */
export function ConfirmForm({ token }: { token: string }) {
  const [outcome, action, pending] = useActionState(confirmAction, null)
  const good = outcome === 'confirmed' || outcome === 'already-confirmed'
  return (
    <div className={styles.card}>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={good ? 'alert alert-success' : 'alert'}>{CONFIRM_TEXTS[outcome].text}</p>
        ) : null}
      </div>
      {outcome ? (
        <Link className="btn btn-primary" href="/">
          Back to Home
        </Link>
      ) : (
        <form action={action}>
          <p>{CONFIRM_ASK.text}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {CONFIRM_ASK.button}
          </button>
        </form>
      )}
    </div>
  )
}
