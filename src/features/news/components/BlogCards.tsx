import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { MoreLink } from '@/components/content/MoreLink'
import { localisedPath } from '@/i18n/locales'
import { pageTranslator } from '@/i18n/page-text'
import { pageLocale } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import type { Article } from '@/payload-types'
import { truncate } from '../format'
import { untranslatedArticles } from '../queries.server'
import styles from './BlogCards.module.css'

/**
 * The blog list's cards (spec 000 "Blog list"): image, title, excerpt, Read
 * More. "Titles are cut at 27 or 55 characters and excerpts at 68 or 60
 * depending on the card": our reading is the wide first card of a page takes
 * 55 and 60, the regular cards 27 and 68.
 */
export const WIDE_CARD = { title: 55, excerpt: 60 } as const
export const REGULAR_CARD = { title: 27, excerpt: 68 } as const

export async function BlogCards({ articles }: { articles: Article[] }) {
  const t = pageTranslator('news')
  if (articles.length === 0) return <p className={styles.empty}>{t('noArticles')}</p>
  // On /ar, an article with no Arabic yet is shown in English under a short Arabic note, marked
  // as English (decision 0043), as the news list and the home's cards do.
  const inEnglish = await untranslatedArticles(articles).catch(() => new Set())
  const locale = pageLocale()
  const common = pageTranslator('common')
  const englishNote = common('englishCard')
  const readMore = common('readMore')
  return (
    <div className={styles.grid}>
      {articles.map((a, i) => {
        const size = i === 0 ? WIDE_CARD : REGULAR_CARD
        const image = mediaUrl(a.thumbnail, 'card') ?? mediaUrl(a.images?.[0], 'card')
        const english = inEnglish.has(a.id) ? ({ lang: 'en', dir: 'ltr' } as const) : {}
        return (
          <article key={a.id} className={i === 0 ? `${styles.card} ${styles.wide}` : styles.card}>
            {image ? (
              <SiteImage
                className={styles.image}
                src={image}
                alt=""
                width={768}
                height={512}
                sizes={
                  i === 0 ? '(max-width: 800px) 100vw, 760px' : '(max-width: 800px) 100vw, 370px'
                }
                preload={i === 0}
              />
            ) : null}
            <div className={styles.body}>
              {english.lang ? <p className={styles.englishNote}>{englishNote}</p> : null}
              {/* Marked English, an article with no Arabic yet reads left to right on /ar too (its
                  cut title's '…' and its full stops sat at the start of the line). */}
              <h2 className={styles.title} title={a.title} {...english}>
                {truncate(a.title, size.title)}
              </h2>
              <p className={styles.excerpt} {...english}>
                {truncate(a.excerpt, size.excerpt)}
              </p>
              <MoreLink
                className={styles.more}
                href={localisedPath(`/blog-detail/${a.slug}`, locale)}
                label={readMore}
                about={a.title}
                aboutLang={english.lang}
              />
            </div>
          </article>
        )
      })}
    </div>
  )
}

/** Previous and Next with 'Page X of Y'; Previous is disabled on page 1, Next on the last page. */
export function BlogPager({
  basePath,
  page,
  totalPages,
}: {
  basePath: string
  page: number
  totalPages: number
}) {
  const base = localisedPath(basePath, pageLocale())
  const link = (n: number) => (n === 1 ? base : `${base}?page=${n}`)
  const t = pageTranslator('pager')
  return (
    <nav className={styles.pager} aria-label={pageTranslator('news')('blogPages')}>
      {page > 1 ? (
        <Link className="btn btn-outline" href={link(page - 1)}>
          {t('previous')}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t('previous')}
        </button>
      )}
      <span>{t('pageOf', { current: page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link className="btn btn-outline" href={link(page + 1)}>
          {t('next')}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t('next')}
        </button>
      )}
    </nav>
  )
}
