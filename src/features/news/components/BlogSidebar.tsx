import Link from 'next/link'
import { localisedPath } from '@/i18n/locales'
import { englishOnArabicPage } from '@/i18n/script'
import { pageLocale, translator } from '@/i18n/server'
import type { ArticleLink } from '../queries.server'
import { truncate } from '../format'
import styles from './BlogSidebar.module.css'

/** The article pages' sidebar: links to recent blog articles (or, on 'Blog Or News', news). */
export function BlogSidebar({
  articles,
  currentSlug,
  title,
  hrefBase = '/blog-detail',
}: {
  articles: ArticleLink[]
  currentSlug?: string | null
  title?: string
  hrefBase?: string
}) {
  const others = articles.filter((a) => a.slug !== currentSlug)
  const locale = pageLocale()
  if (others.length === 0) return null
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-title">
      <h2 id="sidebar-title" className={styles.title}>
        {title ?? translator(locale, 'news')('fromOurBlog')}
      </h2>
      <ul className={styles.list}>
        {others.map((a) => (
          <li key={a.id}>
            <Link href={localisedPath(`${hrefBase}/${a.slug}`, locale)}>
              {englishOnArabicPage(locale, a.title) ? (
                <bdi lang="en">{truncate(a.title, 55)}</bdi>
              ) : (
                truncate(a.title, 55)
              )}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
