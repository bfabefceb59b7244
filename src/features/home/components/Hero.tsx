'use client'

import { SiteImage } from '@/components/content/SiteImage'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { HERO_IMAGES, HERO_ROTATION_MS } from '../constants'
import { nextIndex } from '../next-index'
import styles from './Hero.module.css'

const HeroVideo = lazy(() => import('./HeroVideo'))

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
function onMotionChange(notify: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}

/**
 * The home hero: its background alternates between two images every 5000 ms
 * (spec 000 §4), and a play button opens the video in the shared modal when
 * staff have set one (back office › Home Page).
 */
export function Hero({
  videoUrl,
  labels,
  children,
}: {
  videoUrl?: string | null
  /** The play button's and the video's names, from the server page (no catalogue in the browser). */
  labels: { watchStory: string; ourStory: string; pause: string; play: string }
  children: ReactNode
}) {
  const [image, setImage] = useState(0)
  const [videoOpen, setVideoOpen] = useState(false)
  // The video's code is fetched on the first press, then kept (closing returns focus to the button).
  const [videoOpened, setVideoOpened] = useState(false)
  // WCAG 2.2.2: the slideshow has a pause button, and does not start for visitors who asked
  // their system for reduced motion (they may still start it).
  const reducedMotion = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => true)
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = chosen ?? !reducedMotion
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(
      () => setImage((i) => nextIndex(i, HERO_IMAGES.length)),
      HERO_ROTATION_MS,
    )
    return () => window.clearInterval(timer)
  }, [playing])
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-hero-image={image}>
      {HERO_IMAGES.map((src, i) => (
        <div
          key={src}
          className={styles.layer}
          style={{ opacity: i === image ? 1 : 0 }}
          aria-hidden="true"
        >
          {/* Images rather than CSS backgrounds: the first is the page's largest paint, so it is
              preloaded from the <head> at the phone's width instead of found after the CSS. */}
          <SiteImage
            src={src}
            alt=""
            fill
            sizes="100vw"
            preload={i === 0}
            fetchPriority={i === 0 ? 'high' : 'low'}
            className={styles.image}
          />
        </div>
      ))}
      <div className={`container ${styles.content}`}>
        {children}
        <button
          type="button"
          className={styles.pause}
          aria-pressed={!playing}
          onClick={() => setChosen(!playing)}
          data-testid="hero-pause"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? labels.pause : labels.play}
        </button>
        {videoUrl ? (
          <button
            type="button"
            className={styles.play}
            onClick={() => {
              setVideoOpened(true)
              setVideoOpen(true)
            }}
            aria-haspopup="dialog"
          >
            <span className={styles.playIcon} aria-hidden="true">
              ▶
            </span>
            {labels.watchStory}
          </button>
        ) : null}
      </div>
      {videoUrl && videoOpened ? (
        <Suspense fallback={null}>
          <HeroVideo
            url={videoUrl}
            label={labels.ourStory}
            open={videoOpen}
            onClose={() => setVideoOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
