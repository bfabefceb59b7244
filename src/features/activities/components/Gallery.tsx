'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useDialogBehavior, useIsClient } from '@/components/Modal/Modal'
import { SiteImage } from '@/components/content/SiteImage'
import { imagePath } from '@/lib/format'
import styles from './activities.module.css'

/**
 * The activity's image gallery (spec 001 section 2): a click enlarges an
 * image in an overlay; a click on the overlay (or Escape) closes it.
 */
export function Gallery({ images, title }: { images: { url: string }[]; title: string }) {
  const [selected, setSelected] = useState<number | null>(null)
  const t = useTranslations('activities')
  const overlay = useRef<HTMLDivElement>(null)
  const isClient = useIsClient()
  const open = selected !== null && isClient
  useDialogBehavior(open, overlay, { onEscape: () => setSelected(null), lockScroll: true })

  if (images.length === 0) return null
  const current = selected === null ? null : images[selected]

  return (
    <>
      <ul role="list" className={styles.gallery} aria-label={t('photosOf', { title })}>
        {images.map((img, i) => (
          <li key={`${img.url}-${i}`} className={i === 0 ? styles.galleryFirst : undefined}>
            <button
              type="button"
              className={styles.galleryButton}
              onClick={() => setSelected(i)}
              aria-haspopup="dialog"
              aria-label={t('enlargePhoto', { n: String(i + 1), count: String(images.length) })}
            >
              <SiteImage
                src={imagePath(img.url)!}
                alt=""
                fill
                sizes={
                  i === 0 ? '(max-width: 900px) 100vw, 760px' : '(max-width: 900px) 50vw, 380px'
                }
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className={styles.galleryImage}
              />
            </button>
          </li>
        ))}
      </ul>
      {open && current
        ? createPortal(
            <div
              ref={overlay}
              role="dialog"
              aria-modal="true"
              aria-label={`${title}: photo ${selected! + 1} of ${images.length}`}
              tabIndex={-1}
              className={styles.overlay}
              data-gallery-overlay=""
              onClick={() => setSelected(null)}
            >
              <SiteImage
                src={imagePath(current.url)!}
                alt={`${title}: photo ${selected! + 1}`}
                width={1600}
                height={1067}
                sizes="90vw"
                className={styles.overlayImage}
              />
              <p className={styles.overlayHint}>{t('clickToClose')}</p>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
