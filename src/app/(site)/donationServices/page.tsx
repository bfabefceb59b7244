import Link from 'next/link'
import { orFallback } from '@/features/activities/queries.server'
import { PurposeGrid } from '@/features/purposes/components/PurposeCard'
import styles from '@/features/purposes/components/purposes.module.css'
import { purposeItems } from '@/features/purposes/queries.server'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/donationServices')
export const revalidate = 300

/** Donation purposes (spec 001 section 2 "Donation services page"). */
export default async function Page() {
  const purposes = await orFallback('donation purposes', purposeItems, [])
  return (
    <>
      <section className={styles.servicesHero} aria-labelledby="services-title">
        <div className="container section">
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <Link href="/">Home</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">Donation Services</span>
          </nav>
          <h1 id="services-title" className={styles.heroTitle}>
            Donation Services
          </h1>
          <p className={styles.heroLede}>
            Choose a cause to support: medical care, education, food security, clean water and more.
            Every gift reaches families through our clubs in Egypt.
          </p>
          <p className={styles.heroActions}>
            <Link className="btn btn-accent" href="/contactus">
              Contact Us
            </Link>
            <Link className={`btn ${styles.outlineLight}`} href="/joinUs">
              Join Us
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="purposes-title">
        <h2 id="purposes-title">Our Causes</h2>
        <PurposeGrid purposes={purposes} />
      </section>
    </>
  )
}
