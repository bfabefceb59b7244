import Link from 'next/link'
import { MoreLink } from '@/components/content/MoreLink'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { AboutBlocks } from '@/features/home/components/AboutBlocks'
import { Hero } from '@/features/home/components/Hero'
import styles from '@/features/home/components/HomeBlocks.module.css'
import { ServicesBlock } from '@/features/home/components/ServicesBlock'
import { Slider } from '@/features/home/components/Slider'
import { Testimonials } from '@/features/home/components/Testimonials'
import { homeSettings } from '@/features/home/queries.server'
import type { SlideKind } from '@/features/home/slides'
import { homeSlides } from '@/features/home/slides.server'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { PORTRAIT_TESTIMONIALS, testimonialsIn } from '@/lib/testimonials'
import { routeMetadata } from '@/lib/metadata'
import { orFallback } from '@/lib/or-empty'

export const metadata = routeMetadata('/')
export const revalidate = 300

/** The home page (spec 000 "Home page"). */
export default async function Home() {
  const locale = pageLocale()
  // The sliders' cards load when they near the screen (decision 0071): the page only counts them.
  const [slides, { about, home }] = await Promise.all([
    orFallback('the home sliders', () => homeSlides(locale), {
      news: [],
      activities: [],
      volunteers: [],
    }),
    homeSettings(),
  ])
  const t = translator(locale, 'home')
  const path = (p: string) => localisedPath(p, locale)
  const testimonials = testimonialsIn(locale, PORTRAIT_TESTIMONIALS)
  return (
    <>
      <Hero
        videoUrl={home?.heroVideoUrl}
        labels={{
          watchStory: t('watchStory'),
          ourStory: t('ourStory'),
          pause: t('heroPause'),
          play: t('heroPlay'),
        }}
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

      <SliderSection
        kind="news"
        title={t('latestNews')}
        more={path('/news')}
        count={slides.news.length}
      />

      <ServicesBlock />

      <SliderSection
        kind="activities"
        title={t('ourActivities')}
        more={path('/allActivities')}
        count={slides.activities.length}
      />

      <section className="section section-alt section-later" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="section-title" style={{ textAlign: 'center' }}>
            {t('whatPeopleSay')}
          </h2>
          <Testimonials
            items={testimonials}
            labels={{
              slides: testimonials.map((_, i) =>
                t('slideOf', { n: i + 1, total: testimonials.length }),
              ),
              testimonials: t('testimonials'),
              previous: t('previousTestimonial'),
              next: t('nextTestimonial'),
              play: t('play'),
              pause: t('pause'),
            }}
          />
        </div>
      </section>

      <SliderSection
        kind="volunteers"
        title={t('ourVolunteers')}
        more={path('/team')}
        count={slides.volunteers.length}
      />
    </>
  )
}

function SliderSection({
  kind,
  title,
  more,
  count,
}: {
  kind: SlideKind
  title: string
  more: string
  count: number
}) {
  const t = translator(pageLocale(), 'home')
  return (
    <section className="section section-later" aria-labelledby={`${kind}-title`}>
      <div className="container">
        <h2 id={`${kind}-title`} className="section-title">
          {title}
        </h2>
        {count > 0 ? (
          <Slider label={title} kind={kind} count={count} />
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
