import { Children, type ReactNode } from 'react'
import { pageLocale, translator } from '@/i18n/server'
import { SliderArrows } from './SliderArrows'
import styles from './Slider.module.css'

/**
 * A horizontal slider of server-rendered slides (the home's news, activities
 * and volunteers). Native scroll snapping, so touch and trackpads work; the
 * arrow buttons move by one slide. No autoplay: people read these at their pace.
 * A server component: only the two arrows are client code (SliderArrows), so the
 * slides are not hydrated as part of a client component (issue 24).
 */
export function Slider({ label, children }: { label: string; children: ReactNode }) {
  const slides = Children.toArray(children)
  const t = translator(pageLocale(), 'home')
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <ul className={styles.track}>
        {slides.map((slide, i) => (
          <li
            key={i}
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: i + 1, total: slides.length })}
          >
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <SliderArrows
          previous={t('previousOf', { label })}
          next={t('nextOf', { label })}
          className={styles.controls}
          arrowClassName={styles.arrow}
        />
      ) : null}
    </section>
  )
}
