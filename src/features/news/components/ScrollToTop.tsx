'use client'

import { useEffect } from 'react'

/** Brings the page to the top when it loads or its page number changes (spec 000 "Blog list"). */
export function ScrollToTop({ page }: { page: number }) {
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [page])
  return null
}
