'use client'

import { useCallback, useSyncExternalStore } from 'react'

/** One passive scroll listener on window, shared by every subscriber (sticky nav, back-to-top). */
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) {
    window.addEventListener('scroll', notify, { passive: true })
    window.addEventListener('resize', notify, { passive: true })
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('scroll', notify)
      window.removeEventListener('resize', notify)
    }
  }
}

const serverSnapshot = () => false

/** True while the page is scrolled more than `threshold` px (false on the server). */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot)
}

/** The spec's threshold for the sticky nav and the back-to-top button. */
export const SCROLL_THRESHOLD = 50
