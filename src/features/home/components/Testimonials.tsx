'use client'

import { useLocale } from 'next-intl'
import { SiteImage } from '@/components/content/SiteImage'
import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '@/lib/use-reduced-motion'
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_SPEED_MS } from '../constants'
import type { Testimonial } from '@/lib/testimonials'
import { nextIndex, previousIndex } from '../next-index'
import styles from './Testimonials.module.css'

export interface TestimonialLabels {
  /** Each slide's name for screen readers ('1 of 3'), in the page's language. */
  slides: readonly string[]
  testimonials: string
  previous: string
  next: string
  play: string
  pause: string
}

/** How far a finger must travel sideways for a swipe (shorter moves are taps or wobbles). */
const SWIPE_MIN_PX = 40

/**
 * The testimonial slider: autoplays every 3000 ms with a 400 ms slide (spec
 * 000 §9). It pauses while the pointer or keyboard focus is on it, with its
 * pause button, and when the visitor asks for reduced motion (WCAG 2.2.2).
 * On touch screens a sideways swipe moves to the next or previous one.
 * The texts and the controls' labels come from the server page as props, so they are neither
 * shipped again inside this component's JavaScript nor in every page's client catalogue.
 */
export function Testimonials({
  items,
  labels: t,
}: {
  items: readonly (Testimonial & { image: string })[]
  labels: TestimonialLabels
}) {
  // The track runs from the right in a right-to-left page: the next slide comes in from the left.
  const sign = useLocale() === 'ar' ? '' : '-'
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const reduced = useReducedMotion()
  const count = items.length
  const slideNames = t.slides
  // Where a finger (or pen) went down on the quotes: a sideways swipe moves one testimonial.
  const swipeFrom = useRef<number | null>(null)

  const playing = !paused && !hovered && !reduced
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(
      () => setIndex((i) => nextIndex(i, count)),
      TESTIMONIAL_AUTOPLAY_MS,
    )
    return () => window.clearInterval(timer)
  }, [playing, count])

  return (
    <section
      className={styles.wrap}
      aria-roledescription="carousel"
      aria-label={t.testimonials}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-playing={playing ? 'true' : 'false'}
    >
      <div
        className={styles.viewport}
        onPointerDown={(e) => {
          swipeFrom.current = e.pointerType === 'mouse' ? null : e.clientX
        }}
        onPointerUp={(e) => {
          const from = swipeFrom.current
          swipeFrom.current = null
          if (from === null || Math.abs(e.clientX - from) < SWIPE_MIN_PX) return
          setIndex((i) => (e.clientX < from ? nextIndex(i, count) : previousIndex(i, count)))
        }}
        onPointerCancel={() => {
          swipeFrom.current = null
        }}
      >
        <ul
          className={styles.track}
          style={{
            transform: `translateX(${sign}${index * 100}%)`,
            transitionDuration: `${reduced ? 0 : TESTIMONIAL_SPEED_MS}ms`,
          }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {items.map((t, i) => (
            <li
              key={t.name}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={slideNames[i]}
              aria-hidden={i !== index}
              data-active={i === index ? 'true' : 'false'}
            >
              <blockquote className={styles.quote}>
                <p>“{t.quote}”</p>
                <footer className={styles.person}>
                  <SiteImage
                    src={t.image}
                    alt=""
                    width={64}
                    height={64}
                    className={styles.avatar}
                  />
                  <span>
                    <strong>{t.name}</strong>
                    <br />
                    {t.role}
                  </span>
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={t.previous}
          onClick={() => setIndex((i) => previousIndex(i, count))}
        >
          <span aria-hidden="true" className="flip-rtl">
            ‹
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
        >
          {paused ? t.play : t.pause}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t.next}
          onClick={() => setIndex((i) => nextIndex(i, count))}
        >
          <span aria-hidden="true" className="flip-rtl">
            ›
          </span>
        </button>
      </div>
    </section>
  )
}
