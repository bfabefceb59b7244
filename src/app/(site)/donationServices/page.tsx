import Link from 'next/link'
import { orFallback } from '@/features/activities/queries.server'
import { PurposeGrid } from '@/features/purposes/components/PurposeCard'
import styles from '@/features/purposes/components/purposes.module.css'
import { purposeItems } from '@/features/purposes/queries.server'
import { routeMetadata } from '@/lib/metadata'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'

export const metadata = routeMetadata('/donationServices')
export const revalidate = 300

/** Donation purposes (spec 001 section 2 "Donation services page"). */
export default async function Page() {
  const purposes = await orFallback('donation purposes', purposeItems, [])
  const locale = pageLocale()
  const t = translator(locale, 'purposes')
  const path = (p: string) => localisedPath(p, locale)
  return (
    <>
      <section className={styles.servicesHero} aria-labelledby="services-title">
        <div className="container section">
          <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
            <Link href={path('/')}>{t('home')}</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">{t('servicesTitle')}</span>
          </nav>
          <h1 id="services-title" className={styles.heroTitle}>
            {t('servicesTitle')}
          </h1>
          <p className={styles.heroLede}>{t('servicesLede')}</p>
          <p className={styles.heroActions}>
            <Link className="btn btn-accent" href={path('/contactus')}>
              {t('contactUs')}
            </Link>
            <Link className={`btn ${styles.outlineLight}`} href={path('/joinUs')}>
              {t('joinUs')}
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="purposes-title">
        <h2 id="purposes-title">{t('ourCauses')}</h2>
        <PurposeGrid purposes={purposes} />
      </section>
    </>
  )
}
