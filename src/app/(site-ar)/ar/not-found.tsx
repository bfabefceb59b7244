import Link from 'next/link'
import styles from '@/components/page/Status.module.css'
import { translator } from '@/i18n/server'

/** The 404 page under /ar (an article or purpose that does not exist), in Arabic. */
export default function NotFound() {
  const t = translator('ar', 'notFound')
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className="btn btn-primary" href="/ar">
        {translator('ar', 'common')('backToHome')}
      </Link>
    </section>
  )
}
