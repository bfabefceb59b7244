'use client'

import { SiteImage } from '@/components/content/SiteImage'
import { useEffect, useRef, useState } from 'react'
import { sitePath } from '@/lib/site-path'
import { LAZY_THRESHOLD } from '../constants'
import styles from './NewsBoard.module.css'

/**
 * A side-list thumbnail that loads only once 20 percent of it is visible
 * (spec 000 §9, lazy-load threshold 0.2). Its box is reserved from the start,
 * so nothing shifts when it appears.
 */
export function LazyThumb({ src }: { src: string | null }) {
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const el = box.current
    if (!el || visible) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= LAZY_THRESHOLD)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: LAZY_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [visible])
  const path = sitePath(src)
  return (
    <div ref={box} className={styles.thumb} data-loaded={visible ? 'true' : 'false'}>
      {visible && path ? (
        <SiteImage src={path} alt="" width={160} height={120} sizes="160px" />
      ) : null}
    </div>
  )
}
