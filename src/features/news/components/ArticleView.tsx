import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { EnglishFallback, englishAttrs } from '@/components/content/EnglishFallback'
import { PageHero } from '@/components/page/PageHero'
import { formatFullDate } from '@/i18n/format'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import type { Article } from '@/payload-types'
import { VOLUNTEER_DAY_SLUG } from '../constants'
import { isoDay } from '../format'
import { articleHtml } from '../html'
import type { ArticleLink } from '../queries.server'
import { BlogSidebar } from './BlogSidebar'
import styles from './ArticleView.module.css'

/**
 * A news or blog article (spec 000 "News article", spec 001 "Blog article
 * detail"): banner with the title, main image (meta image, else the first
 * image), sub-title or excerpt, the body as sanitised HTML, a sidebar of blog
 * links, and on the volunteer-day article only a 'Volunteer with us' button.
 */
export function ArticleView({
  article,
  sidebar,
  untranslated = false,
}: {
  article: Article
  sidebar: ArticleLink[]
  /** No Arabic yet: the English text with a notice (decision 0043). */
  untranslated?: boolean
}) {
  const image =
    mediaUrl(article.meta?.image, 'wide') ??
    mediaUrl(article.images?.[0], 'wide') ??
    mediaUrl(article.thumbnail, 'wide')
  const lede = article.subTitle || article.excerpt
  const locale = pageLocale()
  const t = translator(locale, 'news')
  return (
    <>
      <PageHero title={article.title} titleLang={englishAttrs(untranslated)} />
      <div className={`container ${styles.layout}`}>
        <article className={styles.article}>
          <p className={styles.date}>
            <time dateTime={isoDay(article.date)}>
              {formatFullDate(article.date, locale) ?? ''}
            </time>
          </p>
          {image ? (
            <SiteImage
              className={styles.image}
              src={image}
              alt=""
              width={1200}
              height={800}
              sizes="(max-width: 960px) 100vw, 760px"
              preload
            />
          ) : null}
          <EnglishFallback locale={locale} untranslated={untranslated}>
            {lede ? <p className={styles.lede}>{lede}</p> : null}
            <div
              className="prose"
              dangerouslySetInnerHTML={{ __html: articleHtml(article.body) }}
            />
          </EnglishFallback>
          {article.slug === VOLUNTEER_DAY_SLUG ? (
            <p className={styles.cta}>
              <Link className="btn btn-primary" href={localisedPath('/joinUs', locale)}>
                {t('volunteerWithUs')}
              </Link>
            </p>
          ) : null}
        </article>
        <BlogSidebar articles={sidebar} currentSlug={article.slug} />
      </div>
    </>
  )
}
