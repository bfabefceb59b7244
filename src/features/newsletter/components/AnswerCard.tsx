import Link from 'next/link'
import { localisedPath, type Locale } from '@/i18n/locales'
import styles from './Newsletter.module.css'

/** A newsletter link's answer when there is nothing to ask: the text, and the way home. */
export function AnswerCard({
  text,
  good,
  locale,
  home,
}: {
  text: string
  /** Good news (shown as a success) or not. */
  good: boolean
  locale: Locale
  /** The home link's label. */
  home: string
}) {
  return (
    <div className={styles.card}>
      <p className={good ? 'alert alert-success' : 'alert'}>{text}</p>
      <Link className="btn btn-primary" href={localisedPath('/', locale)}>
        {home}
      </Link>
    </div>
  )
}
