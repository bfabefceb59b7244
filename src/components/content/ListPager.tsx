'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { focusContentStart } from '@/components/form/use-step-focus'
import styles from './ListPager.module.css'
import { pageTarget, type PaginatorData } from './paging'

export type { PaginatorData } from './paging'

/**
 * A list paged by the server's paginator: Previous and Next follow its
 * previous_page and next_page links, are ignored while a page loads or when
 * there is no link that way (so the page stays within 1 to the number of
 * pages), and scroll the list into view. A failed load is logged, loading
 * stops and the list falls back to empty. The first page and every answer hold the list under
 * `key` ('activities', 'volunteers') beside the paginator.
 */
export function usePagedList<K extends string, T>(
  first: { [k in K]: T[] } & { paginator: PaginatorData },
  key: K,
): {
  items: T[]
  paginator: PaginatorData
  loading: boolean
  go: (direction: 'previous' | 'next') => void
  top: RefObject<HTMLDivElement | null>
} {
  const [state, setState] = useState<{ items: T[]; paginator: PaginatorData }>({
    items: first[key],
    paginator: first.paginator,
  })
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const top = useRef<HTMLDivElement>(null)

  const go = useCallback(
    (direction: 'previous' | 'next') => {
      const path = pageTarget(state.paginator, direction, busy.current)
      if (!path) return
      busy.current = true
      setLoading(true)
      void (async () => {
        try {
          const res = await fetch(path, { headers: { Accept: 'application/json' } })
          if (!res.ok) throw new Error(`HTTP ${res.status}`)
          const body = (await res.json()) as { data: typeof first }
          setState({ items: body.data[key], paginator: body.data.paginator })
        } catch (error) {
          console.error(`Loading ${key} failed:`, error)
          setState((s) => ({ ...s, items: [] }))
        } finally {
          busy.current = false
          setLoading(false)
          top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
        }
      })()
    },
    [state.paginator, key],
  )

  // Focus moves to the new page's first heading once it is drawn: the pressed button was
  // disabled while loading, which dropped focus to the page.
  const loaded = useRef(state)
  useEffect(() => {
    if (loaded.current === state) return
    loaded.current = state
    focusContentStart(top.current)
  }, [state])

  return { items: state.items, paginator: state.paginator, loading, go, top }
}

/** Previous, 'Page X of Y' and Next. */
export function ListPager({
  paginator,
  loading,
  onPrevious,
  onNext,
  label,
}: {
  paginator: PaginatorData
  loading: boolean
  onPrevious: () => void
  onNext: () => void
  label?: string
}) {
  const t = useTranslations('pager')
  return (
    <nav className={styles.pager} aria-label={label ?? t('pages')} aria-busy={loading}>
      <button
        type="button"
        className="btn btn-outline"
        onClick={onPrevious}
        disabled={!paginator.previous_page || loading}
      >
        <span aria-hidden="true" className="flip-rtl">
          ←
        </span>{' '}
        {t('previous')}
      </button>
      <span className={styles.status} aria-live="polite">
        {t('pageOf', { current: paginator.current_page, total: paginator.number_of_pages })}
      </span>
      <button
        type="button"
        className="btn btn-outline"
        onClick={onNext}
        disabled={!paginator.next_page || loading}
      >
        {t('next')}{' '}
        <span aria-hidden="true" className="flip-rtl">
          →
        </span>
      </button>
    </nav>
  )
}
