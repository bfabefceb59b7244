import Link from 'next/link'
import { formatFullDate } from '@/i18n/format'
import { pageLocale, translator } from '@/i18n/server'
import { EnglishFallback, englishAttrs } from '@/components/content/EnglishFallback'
import { PageHero } from '@/components/page/PageHero'
import type { ReactNode } from 'react'
import { cut } from '@/lib/format'
import type { ActivityDetail, ActivityListItem, EventSummary } from '../shape'
import styles from './activities.module.css'
import { Breakdown } from './Breakdown'
import { Gallery } from './Gallery'
import { ProgressBar } from './ProgressBar'
import { localisedPath } from '@/i18n/locales'

/**
 * The activity detail screen (spec 001 section 2 "Activity detail"): title;
 * start and end date/time, each only when its time exists; the gallery; the
 * detail paragraphs; the progress bar; the financial breakdown; the side
 * make-donation box (with the newest other activities below it).
 */
export function ActivityDetailView({
  activity,
  summary,
  latest,
  donationBox,
  untranslated = false,
}: {
  activity: ActivityDetail
  summary: EventSummary | null
  latest: ActivityListItem[]
  /** The donations feature's make-donation box, passed in by the page (features do not import each other's components). */
  donationBox: ReactNode
  /** No Arabic yet: the English text with a notice (decision 0043). */
  untranslated?: boolean
}) {
  const locale = pageLocale()
  const t = translator(locale, 'activities')
  return (
    <article>
      <PageHero title={activity.name} titleLang={englishAttrs(untranslated)} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <p className={styles.when}>
            {activity.tag ? (
              <span className={styles.tag} {...englishAttrs(untranslated)}>
                {activity.tag}
              </span>
            ) : null}
            {activity.start_at ? (
              <span className={styles.time} data-testid="start">
                <span className={styles.timeLabel}>{t('starts')}</span>{' '}
                {formatFullDate(activity.start_date, locale) ?? ''} {activity.start_at}
              </span>
            ) : null}
            {activity.end_at ? (
              <span className={styles.time} data-testid="end">
                <span className={styles.timeLabel}>{t('ends')}</span>{' '}
                {formatFullDate(activity.end_date ?? activity.start_date, locale) ?? ''}{' '}
                {activity.end_at}
              </span>
            ) : null}
          </p>
          <Gallery images={activity.images} title={activity.name} />
          <EnglishFallback locale={locale} untranslated={untranslated}>
            {activity.details.length > 0 ? (
              <div className={styles.details}>
                {activity.details.map((d, i) => (
                  <p key={i}>{d.details}</p>
                ))}
              </div>
            ) : activity.excerpt ? (
              <p className={styles.details}>{activity.excerpt}</p>
            ) : null}
          </EnglishFallback>
          <ProgressBar budget={activity.budget} target={activity.target} />
          <Breakdown summary={summary} />
        </div>
        <aside className={styles.side} aria-label={t('support')}>
          <div className={styles.sticky}>
            {donationBox}
            {latest.length > 0 ? (
              <nav className={styles.latest} aria-labelledby="latest-title">
                <h2 id="latest-title">{t('latest')}</h2>
                <ul role="list">
                  {latest.slice(0, 4).map((a) => (
                    <li key={a.id}>
                      <Link href={localisedPath(`/activities/${a.slug}`, locale)}>
                        {cut(a.name, 55)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </aside>
      </div>
    </article>
  )
}
