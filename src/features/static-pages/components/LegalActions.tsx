'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'
import styles from './StaticPages.module.css'

/** True when the visitor came from another page of this site in this tab. */
function cameFromThisSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * Accept, Decline and Print under the terms and the privacy policy. The spec
 * gives them no behaviour; here Accept goes back to the page the visitor came
 * from (home when none), Decline goes home and Print prints the page.
 */
export function LegalActions() {
  const router = useRouter()

  function accept(event: MouseEvent<HTMLAnchorElement>) {
    if (!cameFromThisSite()) return // the link itself goes home
    event.preventDefault()
    router.back()
  }

  return (
    <div className={styles.legalActions}>
      <Link href="/" className="btn btn-primary" onClick={accept}>
        Accept
      </Link>
      <Link href="/" className="btn btn-outline">
        Decline
      </Link>
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>
        Print
      </button>
    </div>
  )
}
