import Link from 'next/link'
import { Card, CardGrid } from '@/components/content/Card'
import { OnePageNav } from '@/components/shell/OnePageNav'
import { teamVolunteers } from '@/features/activities/queries.server'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { AboutBlocks } from '@/features/home/components/AboutBlocks'
import styles from '@/features/home/components/HomeBlocks.module.css'
import { ServicesBlock } from '@/features/home/components/ServicesBlock'
import { homeSettings, popularCauses } from '@/features/home/queries.server'
import { firstWords, truncate } from '@/features/news/format'
import { latestArticles, untranslatedArticles } from '@/features/news/queries.server'
import { formatFullDate } from '@/i18n/format'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import { routeMetadata } from '@/lib/metadata'
import { orEmpty } from '@/lib/or-empty'

export const metadata = routeMetadata('/onepage')
export const revalidate = 300

/**
 * The single-page variant of the home (spec 001 "Static pages", one-page sections), in the
 * page's language: its texts from the catalogue (`onePage`, `home`), its links under /ar there.
 */
export default async function OnePage() {
  const [causes, volunteers, blogs, { about }] = await Promise.all([
    orEmpty('the causes', popularCauses(6)),
    orEmpty('the volunteers', teamVolunteers(4)),
    orEmpty('the blog', latestArticles('blog', 3)),
    homeSettings(),
  ])
  const locale = pageLocale()
  const t = translator(locale, 'onePage')
  const home = translator(locale, 'home')
  const path = (p: string) => localisedPath(p, locale)
  const englishBlogs = await untranslatedArticles(blogs).catch(() => new Set())
  const englishNote = translator(locale, 'common')('englishCard')
  const sections = (['home', 'causes', 'priorities', 'volunteers', 'blogs'] as const).map((id) => ({
    id,
    label: t(`sections.${id}`),
  }))
  return (
    <>
      <OnePageNav sections={sections} label={t('sectionsLabel')} />
      <section id="home" className="section section-alt" aria-labelledby="onepage-title">
        <div className={`container ${styles.donateCard}`}>
          <div>
            <h1 id="onepage-title" className="section-title">
              {t('title')}
            </h1>
            <p className="section-lede">{t('lede')}</p>
          </div>
          <MakeDonationBox />
        </div>
      </section>

      <AboutBlocks about={about} />

      <section id="causes" className="section" aria-labelledby="causes-title">
        <div className="container">
          <h2 id="causes-title" className="section-title">
            {t('popularCauses')}
          </h2>
          <CardGrid>
            {causes.map((p) => (
              <Card
                key={p.id}
                href={path(`/donationServices/${p.id}`)}
                title={truncate(p.name, 55)}
                image={mediaUrl(p.image, 'thumb')}
                text={truncate(p.description, 74)}
                action={home('donateNow')}
              />
            ))}
          </CardGrid>
        </div>
      </section>

      <section id="priorities" aria-labelledby="priorities-title">
        <div
          className="section"
          style={{
            background: 'var(--color-primary, #0f766e)',
            color: '#fff',
            textAlign: 'center',
          }}
        >
          <div className="container">
            <h2 id="priorities-title" className="section-title" style={{ color: '#fff' }}>
              {t('funded')}
            </h2>
            <p>
              <Link className="btn btn-accent" href={path('/donationServices')}>
                {home('donateNow')}
              </Link>
            </p>
          </div>
        </div>
        <ServicesBlock />
      </section>

      <section id="volunteers" className="section" aria-labelledby="volunteers-title">
        <div className="container">
          <h2 id="volunteers-title" className="section-title">
            {home('ourVolunteers')}
          </h2>
          <CardGrid>
            {volunteers.map((v) => (
              <Card
                key={v.id}
                href={path('/team')}
                title={firstWords(v.fullnameEn, 3)}
                titleLang="en"
                image={mediaUrl(v.image, 'thumb') ?? '/images/default-avatar.webp'}
                meta={v.job}
                action={home('meetTeam')}
              />
            ))}
          </CardGrid>
        </div>
      </section>

      <section id="blogs" className="section section-alt" aria-labelledby="blogs-title">
        <div className="container">
          <h2 id="blogs-title" className="section-title">
            {translator(locale, 'news')('blogOrNews')}
          </h2>
          <CardGrid>
            {blogs.map((a) => (
              <Card
                key={a.id}
                href={path(`/blog-detail/${a.slug}`)}
                title={truncate(a.title, 55)}
                image={mediaUrl(a.thumbnail, 'thumb')}
                text={truncate(a.excerpt, 68)}
                meta={formatFullDate(a.date, locale) ?? ''}
                action={home('readMore')}
                englishNote={englishBlogs.has(a.id) ? englishNote : undefined}
              />
            ))}
          </CardGrid>
        </div>
      </section>
    </>
  )
}
