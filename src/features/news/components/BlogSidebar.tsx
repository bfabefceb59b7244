import Link from 'next/link'
import type { Article } from '@/payload-types'
import { truncate } from '../format'
import styles from './BlogSidebar.module.css'

/** The article pages' sidebar: links to recent blog articles (or, on 'Blog Or News', news). */
export function BlogSidebar({
  articles,
  currentSlug,
  title = 'From our blog',
  hrefBase = '/blog-detail',
}: {
  articles: Article[]
  currentSlug?: string | null
  title?: string
  hrefBase?: string
}) {
  const others = articles.filter((a) => a.slug !== currentSlug)
  if (others.length === 0) return null
  return (
    <aside className={styles.sidebar} aria-labelledby="sidebar-title">
      <h2 id="sidebar-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {others.map((a) => (
          <li key={a.id}>
            <Link href={`${hrefBase}/${a.slug}`}>{truncate(a.title, 55)}</Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}
