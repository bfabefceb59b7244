'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import styles from '@/components/page/Status.module.css'

/** Shown when rendering a page fails: the failure is logged and the visitor can retry. */
export default function RenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => console.error(error), [error])
  return (
    <section className={`container ${styles.status}`}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <p className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link className="btn btn-outline" href="/">
          Back to Home
        </Link>
      </p>
    </section>
  )
}
