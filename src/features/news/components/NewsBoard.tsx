'use client'

import { useLocale, useTranslations } from 'next-intl'
import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { useRef, useState, type ReactNode } from 'react'
import { formatFullDate } from '@/i18n/format'
import { localisedPath, type Locale } from '@/i18n/locales'
import { sitePath } from '@/lib/site-path'
import { splitNewsColumns } from '../columns'
import { isoDay, truncate } from '../format'
import type { ServicePage } from '../service-page'
import type { ServiceItem } from '../types'
import { LazyThumb } from './LazyThumb'
import styles from './NewsBoard.module.css'

/** Excerpt lengths of the featured items by column (left, middle, right); side items get 150. */
const FEATURED_EXCERPT = [200, 300, 200] as const
const SIDE_EXCERPT = 150
const TITLE_MAX = 100

/**
 * 'Our Latest News' (spec 000 "News list"): three columns, the first three
 * items featured, the rest split by splitNewsColumns; a pager that follows the
 * news service's next/previous page URLs, ignoring clicks while loading or
 * when there is no URL for that direction, and scrolls smoothly to the top.
 */
export function NewsBoard({ initial }: { initial: ServicePage<ServiceItem> }) {
  const [page, setPage] = useState(initial)
  const [loading, setLoading] = useState(false)
  // Clicks arriving before React shows the loading state must be ignored too (one request per move).
  const busy = useRef(false)
  const t = useTranslations('news')
  const pager = useTranslations('pager')

  async function go(url: string | null) {
    if (busy.current || !url) return
    busy.current = true
    setLoading(true)
    try {
      const res = await fetch(sameSite(url), { headers: { Accept: 'application/json' } })
      if (!res.ok) throw new Error(`news page answered ${res.status}`)
      const body = (await res.json()) as { data: ServicePage<ServiceItem> }
      setPage(body.data)
      // Spec 000: "moving to another page scrolls smoothly to the top" (of the page, issue 16).
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    } catch (error) {
      console.error('Could not load the news page', error)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }

  const columns = splitNewsColumns(page.items)
  return (
    <div className={styles.board} aria-busy={loading}>
      {page.items.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      <div className={styles.columns}>
        {columns.map((column, c) => (
          <div key={c} className={styles.column}>
            {column.featured ? (
              <Featured item={column.featured} excerpt={FEATURED_EXCERPT[c]!} eager={c === 0} />
            ) : null}
            <ul className={styles.side}>
              {column.list.map((item) => (
                <li key={item.blog_slug}>
                  <SideItem item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <nav className={styles.pager} aria-label={t('newsPages')}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={pager('previousPage')}
          aria-disabled={!page.prev_page_url || loading}
          onClick={() => go(page.prev_page_url)}
        >
          <span aria-hidden="true" className="flip-rtl">
            ‹
          </span>
        </button>
        <span aria-live="polite">
          {pager('pageOfLower', { current: page.current_page, total: page.last_page })}
        </span>
        <button
          type="button"
          className={styles.arrow}
          aria-label={pager('nextPage')}
          aria-disabled={!page.next_page_url || loading}
          onClick={() => go(page.next_page_url)}
        >
          <span aria-hidden="true" className="flip-rtl">
            ›
          </span>
        </button>
      </nav>
    </div>
  )
}

/** Our own news service's page URLs are fetched by path, whatever host name the visitor used. */
function sameSite(url: string): string {
  const u = new URL(url, window.location.href)
  return u.pathname.startsWith('/api/news-service/') ? `${u.pathname}${u.search}` : u.toString()
}

function Featured({
  item,
  excerpt,
  eager,
}: {
  item: ServiceItem
  excerpt: number
  eager: boolean
}) {
  const src = sitePath(item.thumbnail)
  return (
    <article className={styles.featured}>
      {src ? (
        <SiteImage
          className={styles.featuredImage}
          src={src}
          alt=""
          width={768}
          height={512}
          sizes="(max-width: 900px) 100vw, 400px"
          preload={eager}
        />
      ) : null}
      <ItemText item={item} Heading="h2" titleClass={styles.featuredTitle} excerpt={excerpt} />
    </article>
  )
}

function SideItem({ item }: { item: ServiceItem }) {
  return (
    <article className={styles.sideItem}>
      <LazyThumb src={item.thumbnail} />
      <div>
        <ItemText item={item} Heading="h3" titleClass={styles.sideTitle} excerpt={SIDE_EXCERPT} />
      </div>
    </article>
  )
}

/** An item's date, linked title and excerpt: the same in a featured item and a side item. */
function ItemText({
  item,
  Heading,
  titleClass,
  excerpt,
}: {
  item: ServiceItem
  Heading: 'h2' | 'h3'
  titleClass: string | undefined
  excerpt: number
}) {
  const locale = useLocale() as Locale
  return (
    <>
      <time className={styles.date} dateTime={isoDay(item.date)}>
        {formatFullDate(item.date, locale) ?? ''}
      </time>
      <EnglishOnArabicPage title={item.blog_title}>
        <Heading className={titleClass}>
          <Link href={localisedPath(`/newEgyptNews/${item.blog_slug ?? ''}`, locale)}>
            {truncate(item.blog_title, TITLE_MAX)}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{truncate(item.excerpt, excerpt)}</p>
      </EnglishOnArabicPage>
    </>
  )
}

const ARABIC_LETTER = /[\u0600-\u06ff]/

/**
 * On an Arabic page, an article without Arabic yet comes from the API in English (the spec's
 * answer shape has no room to say so): its title has no Arabic letter. Its texts are marked
 * English, left to right, under a short Arabic note (decision 0043), as the home's cards are.
 */
function EnglishOnArabicPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('news')
  if (useLocale() !== 'ar' || ARABIC_LETTER.test(title)) return <>{children}</>
  return (
    <>
      <p className={styles.englishNote}>{t('englishItem')}</p>
      <div lang="en" dir="ltr">
        {children}
      </div>
    </>
  )
}
