import Link from 'next/link'
import { Card, CardGrid } from '@/components/content/Card'
import { latestActivities, teamVolunteers } from '@/features/activities/queries.server'
import { latestArticles } from '@/features/news/queries.server'
import { mediaUrl } from '@/lib/media'
import { routeMetadata } from '@/lib/metadata'
import styles from './home.module.css'

export const metadata = routeMetadata('/')
export const revalidate = 300

const dateLabel = (iso?: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : null

/** The home page (spec 000 "Home page"); the content issue adds the sliders and the donation card. */
export default async function Home() {
  const [news, activities, volunteers] = await Promise.all([
    latestArticles('news', 3),
    latestActivities(3),
    teamVolunteers(4),
  ])
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">Together for healthier, educated and thriving communities</h1>
          <p>
            New Egypt supports families in Egypt and abroad through healthcare, education and
            sustainable development.
          </p>
          <p className={styles.actions}>
            <Link className="btn btn-primary" href="/donationServices">
              Donate Now
            </Link>
            <Link className="btn btn-outline-light" href="/joinUs">
              Join Us
            </Link>
          </p>
        </div>
      </section>

      <Section id="news" title="Latest News" more="/news">
        <CardGrid>
          {news.map((a) => (
            <Card
              key={a.id}
              href={`/newEgyptNews/${a.slug}`}
              title={a.title}
              image={mediaUrl(a.thumbnail, 'thumb')}
              text={a.excerpt}
              meta={dateLabel(a.date)}
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="activities" title="Our Activities" more="/allActivities">
        <CardGrid>
          {activities.map((a) => (
            <Card
              key={a.id}
              href={`/activities/${a.slug}`}
              title={a.name}
              image={mediaUrl(a.image, 'thumb')}
              text={a.excerpt}
              meta={a.tag}
              action="More Details"
            />
          ))}
        </CardGrid>
      </Section>

      <Section id="volunteers" title="Our Volunteers" more="/team">
        <CardGrid>
          {volunteers.map((v) => (
            <Card
              key={v.id}
              href="/team"
              title={v.fullnameEn}
              image={mediaUrl(v.image, 'thumb') ?? '/images/default-avatar.webp'}
              meta={v.job}
              action="Meet the team"
            />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more: string
  children: React.ReactNode
}) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
        <p className={styles.more}>
          <Link className="btn btn-outline" href={more}>
            See More
          </Link>
        </p>
      </div>
    </section>
  )
}
