'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Children, useRef, type ReactNode } from 'react'
import { scrollBehavior } from '@/components/shell/motion'
import styles from './Slider.module.css'

/**
 * A horizontal slider of server-rendered slides (the home's news, activities
 * and volunteers). Native scroll snapping, so touch and trackpads work; the
 * arrow buttons move by one slide. No autoplay: people read these at their pace.
 */
export function Slider({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null)
  const slides = Children.toArray(children)
  const t = useTranslations('home')
  // Next goes towards the end of the line: leftwards in a right-to-left page.
  const towardsEnd = useLocale() === 'ar' ? -1 : 1
  const move = (direction: 1 | -1) => {
    const el = track.current
    const first = el?.firstElementChild as HTMLElement | null
    if (!el || !first) return
    el.scrollBy({
      left: towardsEnd * direction * (first.offsetWidth + 24),
      behavior: scrollBehavior(),
    })
  }
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={styles.track}>
        {slides.map((slide, i) => (
          <li
            key={i}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: i + 1, total: slides.length })}
          >
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('previousOf', { label })}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true" className="flip-rtl">
              ‹
            </span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('nextOf', { label })}
            onClick={() => move(1)}
          >
            <span aria-hidden="true" className="flip-rtl">
              ›
            </span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
