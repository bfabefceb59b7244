import Link from 'next/link'
import { MoreLink } from '@/components/content/MoreLink'
import { Card } from '@/components/content/Card'
import {
  latestActivities,
  teamVolunteers,
  untranslatedActivities,
} from '@/features/activities/queries.server'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { AboutBlocks } from '@/features/home/components/AboutBlocks'
import { Hero } from '@/features/home/components/Hero'
import styles from '@/features/home/components/HomeBlocks.module.css'
import { ServicesBlock } from '@/features/home/components/ServicesBlock'
import { Slider } from '@/features/home/components/Slider'
import { Testimonials } from '@/features/home/components/Testimonials'
import { SLIDER_ITEMS } from '@/features/home/constants'
import { PORTRAIT_TESTIMONIALS, testimonialsIn } from '@/lib/testimonials'
import { homeSettings } from '@/features/home/queries.server'
import { firstWords, truncate } from '@/features/news/format'
import { latestArticles, untranslatedArticles } from '@/features/news/queries.server'
import { formatFullDate } from '@/i18n/format'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import { routeMetadata } from '@/lib/metadata'
import { orEmpty } from '@/lib/or-empty'

export const metadata = routeMetadata('/')
export const revalidate = 300

/** The home page (spec 000 "Home page"). */
export default async function Home() {
  const [news, activities, volunteers, { about, home }] = await Promise.all([
    orEmpty('the latest news', latestArticles('news', SLIDER_ITEMS)),
    orEmpty('the latest activities', latestActivities(SLIDER_ITEMS)),
    orEmpty('the volunteers', teamVolunteers(SLIDER_ITEMS)),
    homeSettings(),
  ])
  const locale = pageLocale()
  const t = translator(locale, 'home')
  // Cards of records with no Arabic yet are marked so on /ar (none on English pages).
  const englishNote = translator(locale, 'common')('englishCard')
  const [englishNews, englishActivities] = await Promise.all([
    untranslatedArticles(news).catch(() => new Set()),
    untranslatedActivities(activities).catch(() => new Set()),
  ])
  const path = (p: string) => localisedPath(p, locale)
  return (
    <>
      <Hero
        videoUrl={home?.heroVideoUrl}
        labels={{ watchStory: t('watchStory'), ourStory: t('ourStory') }}
      >
        <h1 id="hero-title">{t('heroTitle')}</h1>
        <p>{t('heroText')}</p>
        <p className="hero-actions">
          <Link className="btn btn-accent" href={path('/donationServices')}>
            {t('donateNow')}
          </Link>{' '}
          <Link className="btn btn-outline-light" href={path('/joinUs')}>
            {t('joinUs')}
          </Link>
        </p>
      </Hero>

      <section className="section section-alt" aria-labelledby="donate-title">
        <div className={`container ${styles.donateCard}`}>
          <div>
            <h2 id="donate-title" className="section-title">
              {t('giftTitle')}
            </h2>
            <p className="section-lede">{t('giftText')}</p>
          </div>
          <MakeDonationBox />
        </div>
      </section>

      <AboutBlocks about={about} />

      <SliderSection id="news" title={t('latestNews')} more={path('/news')}>
        {news.map((a) => (
          <Card
            key={a.id}
            href={path(`/newEgyptNews/${a.slug}`)}
            title={truncate(a.title, 100)}
            image={mediaUrl(a.thumbnail, 'thumb')}
            text={truncate(a.excerpt, 150)}
            meta={formatFullDate(a.date, locale) ?? ''}
            action={t('readMore')}
            englishNote={englishNews.has(a.id) ? englishNote : undefined}
          />
        ))}
      </SliderSection>

      <ServicesBlock />

      <SliderSection id="activities" title={t('ourActivities')} more={path('/allActivities')}>
        {activities.map((a) => (
          <Card
            key={a.id}
            href={path(`/activities/${a.slug}`)}
            title={truncate(a.name, 55)}
            image={mediaUrl(a.image, 'thumb')}
            text={truncate(a.excerpt, 120)}
            meta={a.tag}
            action={t('moreDetails')}
            englishNote={englishActivities.has(a.id) ? englishNote : undefined}
          />
        ))}
      </SliderSection>

      <section className="section section-alt section-later" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="section-title" style={{ textAlign: 'center' }}>
            {t('whatPeopleSay')}
          </h2>
          <Testimonials
            items={testimonialsIn(locale, PORTRAIT_TESTIMONIALS)}
            labels={{
              testimonials: t('testimonials'),
              previous: t('previousTestimonial'),
              next: t('nextTestimonial'),
              play: t('play'),
              pause: t('pause'),
            }}
          />
        </div>
      </section>

      <SliderSection id="volunteers" title={t('ourVolunteers')} more={path('/team')}>
        {volunteers.map((v) => (
          <Card
            key={v.id}
            href={path('/team')}
            title={firstWords(v.fullnameEn, 3)}
            image={mediaUrl(v.image, 'thumb') ?? '/images/default-avatar.webp'}
            meta={v.job}
            action={t('meetTeam')}
          />
        ))}
      </SliderSection>
    </>
  )
}

function SliderSection({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more: string
  children: React.ReactNode[]
}) {
  const t = translator(pageLocale(), 'home')
  return (
    <section className="section section-later" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {children.length > 0 ? (
          <Slider label={title}>{children}</Slider>
        ) : (
          <p className="section-lede">{t('nothingYet')}</p>
        )}
        <p style={{ textAlign: 'center', marginTop: '1.5rem' }}>
          <MoreLink className="btn btn-outline" href={more} label={t('seeMore')} about={title} />
        </p>
      </div>
    </section>
  )
}
