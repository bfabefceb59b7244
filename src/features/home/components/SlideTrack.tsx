'use client'

import { lazy, Suspense, useState } from 'react'
import { LoadFailure } from '@/components/LoadFailure'
import type { Locale } from '@/i18n/locales'
import { useNearScreen } from '@/lib/use-near-screen'
import type { SlideKind } from '../slides'
import type { SlideCardsLabels } from './SlideCards'
import styles from './Slider.module.css'

export type SlideTrackLabels = SlideCardsLabels & { loading: string; failed: string; retry: string }

/**
 * How far below the screen the cards start loading. On a phone the first slider is three
 * screens down the home, so the page's start does not pay for them; a visitor scrolling at
 * reading pace finds them drawn.
 */
const LOAD_AHEAD = '800px'

const loadCards = () => import('./SlideCards').then((m) => ({ default: m.SlideCards }))
let SlideCards = lazy(loadCards)

/**
 * The track of one home slider (decision 0071): `count` card-shaped placeholders until it nears
 * the screen, then SlideCards (its own chunk), which asks for the three sliders' answer and draws
 * this slider's cards and arrows. A failure says so in place, with a button to try again; the
 * section's heading and See More link stay as they were.
 */
export function SlideTrack({
  kind,
  count,
  locale,
  labels,
}: {
  kind: SlideKind
  count: number
  locale: Locale
  labels: SlideTrackLabels
}) {
  const [seen, watch] = useNearScreen(LOAD_AHEAD)
  const [attempt, setAttempt] = useState(0)
  const placeholders = (ref?: typeof watch) => (
    <>
      <ul ref={ref} className={styles.track} aria-busy="true" aria-label={labels.loading}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} aria-hidden="true">
            <div className={styles.placeholder} />
          </li>
        ))}
      </ul>
    </>
  )
  if (!seen) return placeholders(watch)
  return (
    <LoadFailure
      key={attempt}
      failed={
        <div role="alert" className={styles.failed}>
          <p>{labels.failed}</p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              // React keeps a failed import's error for good: a new lazy component. The next
              // attempt's number makes SlideCards ask for a new answer.
              SlideCards = lazy(loadCards)
              setAttempt(attempt + 1)
            }}
          >
            {labels.retry}
          </button>
        </div>
      }
    >
      <Suspense fallback={placeholders()}>
        <SlideCards kind={kind} locale={locale} attempt={attempt} labels={labels} />
      </Suspense>
    </LoadFailure>
  )
}
