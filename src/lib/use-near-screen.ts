'use client'

import { useCallback, useState } from 'react'

/**
 * Whether the element given to the returned callback ref came within `ahead` (a CSS margin,
 * '400px') of the screen: for what loads only when the visitor nears it. Once true it stays true.
 */
export function useNearScreen(ahead: string) {
  const [seen, setSeen] = useState(false)
  const watch = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setSeen(true)
        },
        { rootMargin: ahead },
      )
      observer.observe(el)
      return () => observer.disconnect()
    },
    [ahead],
  )
  return [seen, watch] as const
}
