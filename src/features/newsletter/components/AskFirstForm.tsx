'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useActionState } from 'react'
import { localisedPath, type Locale } from '@/i18n/locales'
import styles from './Newsletter.module.css'

/**
 * The page a newsletter mail's link opens asks before it changes anything (the link is a GET,
 * which mail scanners follow): a button posts the token to `act`, and the answer replaces the
 * question in a live region, with a way back home. Confirming and unsubscribing both use it.
 */
export function AskFirstForm<Outcome extends string>({
  token,
  act,
  ask,
  button,
  answer,
  good,
}: {
  token: string
  act: (previous: Outcome | null, form: FormData) => Promise<Outcome>
  ask: string
  button: string
  answer: (outcome: Outcome) => string
  /** Whether the answer is good news (shown as a success). */
  good: (outcome: Outcome) => boolean
}) {
  const [outcome, action, pending] = useActionState(act, null)
  const t = useTranslations('newsletterPages')
  const locale = useLocale() as Locale
  return (
    <div className={styles.card}>
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={good(outcome) ? 'alert alert-success' : 'alert'}>{answer(outcome)}</p>
        ) : null}
      </div>
      {outcome ? (
        <Link className="btn btn-primary" href={localisedPath('/', locale)}>
          {t('backHome')}
        </Link>
      ) : (
        <form action={action}>
          <p>{ask}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {button}
          </button>
        </form>
      )}
    </div>
  )
}
