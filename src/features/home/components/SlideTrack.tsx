'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'
import { Card } from '@/components/content/Card'
import type { Locale } from '@/i18n/locales'
import { useNearScreen } from '@/lib/use-near-screen'
import { homeSlidesUrl, type HomeSlides, type SlideCard, type SlideKind } from '../slides'
import styles from './Slider.module.css'

export interface SlideTrackLabels {
  /** '{n} of {total}': each slide's name for screen readers. */
  slideOf: string
  loading: string
  failed: string
  retry: string
}

/**
 * How far below the screen the cards start loading. On a phone the first slider is three
 * screens down the home, so the page's start does not pay for them; a visitor scrolling at
 * reading pace finds them drawn.
 */
const LOAD_AHEAD = '800px'

const answers = new Map<Locale, Promise<HomeSlides>>()

/** The three sliders' cards in one language: one request for the three, shared by them. */
function homeSlides(locale: Locale): Promise<HomeSlides> {
  let pending = answers.get(locale)
  if (!pending) {
    pending = fetch(homeSlidesUrl(locale)).then((response) => {
      if (!response.ok) throw new Error(`The home's slides: HTTP ${response.status}`)
      return response.json() as Promise<HomeSlides>
    })
    answers.set(locale, pending)
    // Forgotten when it fails, so that Try again asks once more.
    pending.catch(() => answers.delete(locale))
  }
  return pending
}

type Shown = { cards: SlideCard[] } | { failed: true } | null

/**
 * The track of one home slider (decision 0071): `count` card-shaped placeholders until it nears
 * the screen, then the cards from the shared answer. A failure says so in place, with a button
 * to try again; the section's heading and See More link stay as they were.
 */
export function SlideTrack({
  kind,
  count,
  labels,
}: {
  kind: SlideKind
  count: number
  labels: SlideTrackLabels
}) {
  const locale = useLocale() as Locale
  const [seen, watch] = useNearScreen(LOAD_AHEAD)
  const [shown, setShown] = useState<Shown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!seen) return
    let current = true
    homeSlides(locale).then(
      (slides) => current && setShown({ cards: slides[kind] }),
      () => current && setShown({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [seen, locale, kind, attempt])

  if (shown && 'failed' in shown) {
    return (
      <div role="alert" className={styles.failed}>
        <p>{labels.failed}</p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setShown(null)
            setAttempt(attempt + 1)
          }}
        >
          {labels.retry}
        </button>
      </div>
    )
  }
  if (!shown) {
    return (
      <>
        <p role="status" className="visually-hidden">
          {labels.loading}
        </p>
        <ul ref={watch} className={`${styles.track} ${styles[kind] ?? ''}`} aria-busy="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} aria-hidden="true">
              <div className={styles.placeholder} />
            </li>
          ))}
        </ul>
      </>
    )
  }
  const total = shown.cards.length
  return (
    <ul className={styles.track}>
      {shown.cards.map(({ key, ...card }, i) => (
        <li
          key={key}
          aria-roledescription="slide"
          aria-label={labels.slideOf
            .replace('{n}', String(i + 1))
            .replace('{total}', String(total))}
        >
          <Card {...card} />
        </li>
      ))}
    </ul>
  )
}
