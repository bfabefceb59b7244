import Link from 'next/link'
import styles from '@/components/page/Status.module.css'

/** The 404 page (spec 001 section 8). */
export default function NotFound() {
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found?</h1>
      <p>
        Whoops, this is embarassing. Looks like the page you were looking for wasn&apos;t found.
      </p>
      <Link className="btn btn-primary" href="/">
        Back to Home
      </Link>
    </section>
  )
}
