import Link from 'next/link'
import styles from '@/components/page/Status.module.css'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/error')

/** The /error screen of the route table. */
export default function ErrorScreen() {
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1>Something went wrong</h1>
      <p>We could not complete your request. Please try again in a moment.</p>
      <Link className="btn btn-primary" href="/">
        Back to Home
      </Link>
    </section>
  )
}
