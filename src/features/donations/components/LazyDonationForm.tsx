'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'
import { LoadFailure } from '@/components/LoadFailure'
import { lazyMessagesUrl } from '@/i18n/lazy-messages-url'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { useNearScreen } from '@/lib/use-near-screen'
import type { DonationFormProps } from './donation-form/DonationForm'
import styles from './MakeDonationBox.module.css'

/**
 * The donation form in its own chunk (react-hook-form, zod and the shared donation schema: about
 * 55 KB gzip), fetched when it is needed (see below) instead of being part of every page's first
 * load, together with its texts in the page's language (donationTexts: 5.4 KB of JSON that every
 * page's HTML carried before, decision 0063). React.lazy rather than next/dynamic, whose runtime
 * would itself join every page (~1 KB).
 */
const loadForm = () =>
  import('./LazyDonationFormMessages').then((m) => ({ default: m.DonationFormWithMessages }))
let DonationForm = lazy(loadForm)
/**
 * Trying again after a failure: React keeps a failed import's error for good, so a new lazy
 * component, and the failed texts are forgotten so that they are fetched once more.
 */
const reloadForm = (locale: Locale) => {
  DonationForm = lazy(loadForm)
  texts.delete(locale)
}

const texts = new Map<Locale, Promise<Messages['donation']>>()

/** The form's texts in one language, fetched once (the same promise for every render). */
function donationTexts(locale: Locale): Promise<Messages['donation']> {
  let pending = texts.get(locale)
  if (!pending) {
    pending = fetch(lazyMessagesUrl('donation', locale)).then((response) => {
      if (!response.ok) throw new Error(`The donation form's texts: HTTP ${response.status}`)
      return response.json() as Promise<Messages['donation']>
    })
    // A failed fetch stays here until the visitor presses Try again (reloadForm): forgetting it
    // as soon as it failed made any re-render in between (the loading line's observer firing
    // again) fetch again behind the visitor's back, before the failure was even shown.
    texts.set(locale, pending)
  }
  return pending
}

/** How far below the screen the form starts loading, so it is there when the visitor arrives. */
const LOAD_AHEAD = '400px'

/**
 * The lazily loaded donation form, used by the home and purpose pages' box and the shell's modal.
 * Not server-rendered (the server and the hydration render the loading line): the form only works
 * with its script anyway, and a card form that could submit without it must not exist. It loads
 * once the loading line is within LOAD_AHEAD of the screen (at once in the modal), so a visitor
 * who reads the top of the page does not pay for parsing it while the page starts.
 */
export function LazyDonationForm(props: DonationFormProps) {
  const [seen, watch] = useNearScreen(LOAD_AHEAD)
  // The shell's catalogue has these donation texts (SHELL_KEYS): in the page's language.
  const t = useTranslations('donation')
  const locale = useLocale() as Locale
  const loading = (ref?: typeof watch) => (
    <p ref={ref} role="status" className={styles.loading}>
      {t('loadingForm')}
    </p>
  )
  const [attempt, setAttempt] = useState(0)
  // Only the line shown before loading is watched: the same line as Suspense's fallback is not,
  // or each time it appeared a new observer would report the screen again for nothing.
  if (!seen) return loading(watch)
  return (
    <LoadFailure
      key={attempt}
      failed={
        <div role="alert" className={styles.failed}>
          <p>{t('loadFailed')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              reloadForm(locale)
              setAttempt(attempt + 1)
            }}
          >
            {t('loadRetry')}
          </button>
        </div>
      }
    >
      <Suspense fallback={loading()}>
        {/* Code and texts load side by side: the chunk on this render, the texts just below. */}
        <DonationForm texts={donationTexts(locale)} {...props} />
      </Suspense>
    </LoadFailure>
  )
}
