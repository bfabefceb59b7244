'use client'

import Link from 'next/link'
import { useActionState } from 'react'
import { unsubscribeAction } from '../actions'
import { UNSUBSCRIBE_TEXTS } from '../messages'
import styles from './Newsletter.module.css'

/** Asks before unsubscribing; the answer replaces the question in a live region. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [outcome, action, pending] = useActionState(unsubscribeAction, null)
  return (
    <div className={styles.card}>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={outcome === 'unsubscribed' ? 'alert alert-success' : 'alert'}>
            {UNSUBSCRIBE_TEXTS[outcome].text}
          </p>
        ) : null}
      </div>
      {outcome ? (
        <Link className="btn btn-primary" href="/">
          Back to Home
        </Link>
      ) : (
        <form action={action}>
          <p>{UNSUBSCRIBE_TEXTS.ask.text}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            Unsubscribe
          </button>
        </form>
      )}
    </div>
  )
}
