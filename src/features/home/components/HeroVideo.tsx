'use client'

import { Modal } from '@/components/Modal/Modal'
import styles from './Hero.module.css'

/**
 * The hero's video in the shared modal. Its own chunk, fetched on the first
 * press of the play button: most visitors never open it, and the home page's
 * first load stays under its JavaScript budget (docs/benchmarks.md).
 */
export default function HeroVideo({
  url,
  label,
  open,
  onClose,
}: {
  url: string
  label: string
  open: boolean
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} label={label}>
      <div className={styles.video}>
        {url.startsWith('/') ? (
          // A video the site serves (the demo's, made by scripts/make-hero-video.ts): no sound track.
          <video src={url} controls autoPlay muted playsInline aria-label={label} />
        ) : (
          <iframe
            src={`${url}${url.includes('?') ? '&' : '?'}autoplay=1`}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
      </div>
    </Modal>
  )
}
