import { formatFullDate } from '@/i18n/format'
import { pageLocale, translator } from '@/i18n/server'
import { breakdown, formatRowValue } from '../progress'
import type { EventSummary } from '../shape'
import styles from './activities.module.css'

/**
 * The event financial breakdown (spec 001 section 4): only when one of its
 * values is above 0; each row only when above 0; the event date always.
 */
export function Breakdown({ summary }: { summary: EventSummary | null }) {
  const panel = breakdown(summary)
  if (!panel) return null
  const locale = pageLocale()
  const t = translator(locale, 'activities')
  return (
    <section className={styles.panel} aria-labelledby="breakdown-title" data-testid="breakdown">
      <h2 id="breakdown-title">{t('breakdown')}</h2>
      <dl className={styles.rows}>
        {panel.rows.map((row) => (
          <div key={row.key} className={styles.row} data-row={row.key}>
            <dt>{t(`rows.${row.key}`)}</dt>
            <dd>{formatRowValue(row, locale)}</dd>
          </div>
        ))}
        <div className={styles.row} data-row="event_date">
          <dt>{t('eventDate')}</dt>
          <dd>{formatFullDate(panel.eventDate, locale) ?? t('toBeAnnounced')}</dd>
        </div>
      </dl>
    </section>
  )
}
