import Link from 'next/link'
import styles from '@/components/page/Status.module.css'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/error')

/** The /error screen of the route table (and /ar/error, in Arabic). */
export default function ErrorScreen() {
  const locale = pageLocale()
  const t = translator(locale, 'errorPage')
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className="btn btn-primary" href={localisedPath('/', locale)}>
        {translator(locale, 'common')('backToHome')}
      </Link>
    </section>
  )
}
