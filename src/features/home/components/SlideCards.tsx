'use client'

import { use } from 'react'
import { Card } from '@/components/content/Card'
import type { Locale } from '@/i18n/locales'
import type { HomeSlides, SlideKind } from '../slides'
import { SliderArrows } from './SliderArrows'
import styles from './Slider.module.css'

export interface SlideCardsLabels {
  /** '{n} of {total}': each slide's name for screen readers. */
  slideOf: string
  /** The arrows' names, 'Previous: Latest News'. */
  previous: string
  next: string
}

const answers = new Map<string, Promise<HomeSlides>>()

/**
 * The three sliders' cards in one language: one request for the three, shared by them. An answer
 * that failed is kept for its attempt (forgotten at once, each render until the failure shows
 * would ask again); Try again is a new attempt (SlideTrack).
 */
function homeSlides(locale: Locale, attempt: number): Promise<HomeSlides> {
  const key = `${locale} ${attempt}`
  let pending = answers.get(key)
  if (!pending) {
    pending = fetch(`/api/home/slides/${locale}`).then((response) => {
      if (!response.ok) throw new Error(`The home's slides: HTTP ${response.status}`)
      return response.json() as Promise<HomeSlides>
    })
    answers.set(key, pending)
  }
  return pending
}

/**
 * One slider's cards and its arrows, drawn from the three sliders' answer once it is in
 * (SlideTrack's Suspense shows the placeholders until then). Its own chunk, loaded when the
 * slider nears the screen: neither the cards' code nor the arrows' is part of the home's first
 * load (decision 0071).
 */
export function SlideCards({
  kind,
  locale,
  attempt,
  labels,
}: {
  kind: SlideKind
  locale: Locale
  attempt: number
  labels: SlideCardsLabels
}) {
  const cards = use(homeSlides(locale, attempt))[kind]
  const total = String(cards.length)
  return (
    <>
      <ul className={styles.track}>
        {cards.map(({ key, ...card }, i) => (
          <li
            key={key}
            aria-roledescription="slide"
            aria-label={labels.slideOf.replace('{n}', String(i + 1)).replace('{total}', total)}
          >
            <Card {...card} />
          </li>
        ))}
      </ul>
      {cards.length > 1 ? (
        <SliderArrows
          previous={labels.previous}
          next={labels.next}
          className={styles.controls}
          arrowClassName={styles.arrow}
        />
      ) : null}
    </>
  )
}
