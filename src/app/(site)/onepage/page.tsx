import Link from 'next/link'
import { Card, CardGrid } from '@/components/content/Card'
import { OnePageNav } from '@/components/shell/OnePageNav'
import { teamVolunteers } from '@/features/activities/queries.server'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { AboutBlocks } from '@/features/home/components/AboutBlocks'
import styles from '@/features/home/components/HomeBlocks.module.css'
import { ServicesBlock } from '@/features/home/components/ServicesBlock'
import { homeSettings, popularCauses } from '@/features/home/queries.server'
import { firstWords, fullDate, truncate } from '@/features/news/format'
import { latestArticles } from '@/features/news/queries.server'
import { mediaUrl } from '@/lib/media'
import { routeMetadata } from '@/lib/metadata'
import { orEmpty } from '@/lib/or-empty'

export const metadata = routeMetadata('/onepage')
export const revalidate = 300

/** The single-page variant of the home (spec 001 "Static pages", one-page sections). */
export default async function OnePage() {
  const [causes, volunteers, blogs, { about }] = await Promise.all([
    orEmpty('the causes', popularCauses(6)),
    orEmpty('the volunteers', teamVolunteers(4)),
    orEmpty('the blog', latestArticles('blog', 3)),
    homeSettings(),
  ])
  return (
    <>
      <OnePageNav />
      <section id="home" className="section section-alt" aria-labelledby="onepage-title">
        <div className={`container ${styles.donateCard}`}>
          <div>
            <h1 id="onepage-title" className="section-title">
              New Egypt at a glance
            </h1>
            <p className="section-lede">
              Healthcare, education and development for communities in Egypt and abroad.
            </p>
          </div>
          <MakeDonationBox />
        </div>
      </section>

      <AboutBlocks about={about} />

      <section id="causes" className="section" aria-labelledby="causes-title">
        <div className="container">
          <h2 id="causes-title" className="section-title">
            Popular Causes
          </h2>
          <CardGrid>
            {causes.map((p) => (
              <Card
                key={p.id}
                href={`/donationServices/${p.id}`}
                title={truncate(p.name, 55)}
                image={mediaUrl(p.image, 'thumb')}
                text={truncate(p.description, 74)}
                action="Donate Now"
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
              We Have Funded 150 Charity Projects for 10M People Around The World
            </h2>
            <p>
              <Link className="btn btn-accent" href="/donationServices">
                Donate Now
              </Link>
            </p>
          </div>
        </div>
        <ServicesBlock />
      </section>

      <section id="volunteers" className="section" aria-labelledby="volunteers-title">
        <div className="container">
          <h2 id="volunteers-title" className="section-title">
            Our Volunteers
          </h2>
          <CardGrid>
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
          </CardGrid>
        </div>
      </section>

      <section id="blogs" className="section section-alt" aria-labelledby="blogs-title">
        <div className="container">
          <h2 id="blogs-title" className="section-title">
            Blog Or News
          </h2>
          <CardGrid>
            {blogs.map((a) => (
              <Card
                key={a.id}
                href={`/blog-detail/${a.slug}`}
                title={truncate(a.title, 55)}
                image={mediaUrl(a.thumbnail, 'thumb')}
                text={truncate(a.excerpt, 68)}
                meta={fullDate(a.date)}
              />
            ))}
          </CardGrid>
        </div>
      </section>
    </>
  )
}
