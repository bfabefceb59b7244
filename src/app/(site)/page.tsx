import Link from 'next/link'
import { MoreLink } from '@/components/content/MoreLink'
import { Card } from '@/components/content/Card'
import { latestActivities, teamVolunteers } from '@/features/activities/queries.server'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { AboutBlocks } from '@/features/home/components/AboutBlocks'
import { Hero } from '@/features/home/components/Hero'
import styles from '@/features/home/components/HomeBlocks.module.css'
import { ServicesBlock } from '@/features/home/components/ServicesBlock'
import { Slider } from '@/features/home/components/Slider'
import { Testimonials } from '@/features/home/components/Testimonials'
import { SLIDER_ITEMS } from '@/features/home/constants'
import { PORTRAIT_TESTIMONIALS } from '@/lib/testimonials'
import { homeSettings } from '@/features/home/queries.server'
import { firstWords, fullDate, truncate } from '@/features/news/format'
import { latestArticles } from '@/features/news/queries.server'
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
  return (
    <>
      <Hero videoUrl={home?.heroVideoUrl}>
        <h1 id="hero-title">Together for healthier, educated and thriving communities</h1>
        <p>
          New Egypt supports families in Egypt and abroad through healthcare, education and
          sustainable development.
        </p>
        <p className="hero-actions">
          <Link className="btn btn-accent" href="/donationServices">
            Donate Now
          </Link>{' '}
          <Link className="btn btn-outline-light" href="/joinUs">
            Join Us
          </Link>
        </p>
      </Hero>

      <section className="section section-alt" aria-labelledby="donate-title">
        <div className={`container ${styles.donateCard}`}>
          <div>
            <h2 id="donate-title" className="section-title">
              Your gift changes a life today
            </h2>
            <p className="section-lede">
              Medical care, school support, food and clean water: choose where your donation goes,
              give once or every week, two weeks or month. Every gift is confirmed by a code we
              e-mail you.
            </p>
          </div>
          <MakeDonationBox />
        </div>
      </section>

      <AboutBlocks about={about} />

      <SliderSection id="news" title="Latest News" more="/news">
        {news.map((a) => (
          <Card
            key={a.id}
            href={`/newEgyptNews/${a.slug}`}
            title={truncate(a.title, 100)}
            image={mediaUrl(a.thumbnail, 'thumb')}
            text={truncate(a.excerpt, 150)}
            meta={fullDate(a.date)}
          />
        ))}
      </SliderSection>

      <ServicesBlock />

      <SliderSection id="activities" title="Our Activities" more="/allActivities">
        {activities.map((a) => (
          <Card
            key={a.id}
            href={`/activities/${a.slug}`}
            title={truncate(a.name, 55)}
            image={mediaUrl(a.image, 'thumb')}
            text={truncate(a.excerpt, 120)}
            meta={a.tag}
            action="More Details"
          />
        ))}
      </SliderSection>

      <section className="section section-alt" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="section-title" style={{ textAlign: 'center' }}>
            What People Say
          </h2>
          <Testimonials items={PORTRAIT_TESTIMONIALS} />
        </div>
      </section>

      <SliderSection id="volunteers" title="Our Volunteers" more="/team">
        {volunteers.map((v) => (
          <Card
            key={v.id}
            href="/team"
            title={firstWords(v.fullnameEn, 3)}
            image={mediaUrl(v.image, 'thumb') ?? '/images/default-avatar.webp'}
            meta={v.job}
            action="Meet the team"
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
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {children.length > 0 ? (
          <Slider label={title}>{children}</Slider>
        ) : (
          <p className="section-lede">Nothing to show yet.</p>
        )}
        <p style={{ textAlign: 'center', marginTop: '1.5rem' }}>
          <MoreLink className="btn btn-outline" href={more} label="See More" about={title} />
        </p>
      </div>
    </section>
  )
}
