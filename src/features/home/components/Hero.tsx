'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { preload } from 'react-dom'
import { Modal } from '@/components/Modal/Modal'
import { HERO_IMAGES, HERO_ROTATION_MS } from '../constants'
import { nextIndex } from '../next-index'
import styles from './Hero.module.css'

/**
 * The home hero: its background alternates between two images every 5000 ms
 * (spec 000 §4), and a play button opens the video in the shared modal when
 * staff have set one (back office › Home Page).
 */
export function Hero({ videoUrl, children }: { videoUrl?: string | null; children: ReactNode }) {
  // The first background is the page's largest paint: announce it in the <head> so the browser
  // fetches it with the HTML instead of after the CSS (a background image is found late).
  preload(HERO_IMAGES[0], { as: 'image', fetchPriority: 'high' })
  const [image, setImage] = useState(0)
  const [videoOpen, setVideoOpen] = useState(false)
  useEffect(() => {
    const timer = window.setInterval(
      () => setImage((i) => nextIndex(i, HERO_IMAGES.length)),
      HERO_ROTATION_MS,
    )
    return () => window.clearInterval(timer)
  }, [])
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-hero-image={image}>
      {HERO_IMAGES.map((src, i) => (
        <div
          key={src}
          className={styles.layer}
          style={{ backgroundImage: `url(${src})`, opacity: i === image ? 1 : 0 }}
          aria-hidden="true"
        />
      ))}
      <div className={`container ${styles.content}`}>
        {children}
        {videoUrl ? (
          <button
            type="button"
            className={styles.play}
            onClick={() => setVideoOpen(true)}
            aria-haspopup="dialog"
          >
            <span className={styles.playIcon} aria-hidden="true">
              ▶
            </span>
            Watch our story
          </button>
        ) : null}
      </div>
      {videoUrl ? (
        <Modal open={videoOpen} onClose={() => setVideoOpen(false)} label="Our story (video)">
          <div className={styles.video}>
            <iframe
              src={`${videoUrl}${videoUrl.includes('?') ? '&' : '?'}autoplay=1`}
              title="Our story (video)"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        </Modal>
      ) : null}
    </section>
  )
}
