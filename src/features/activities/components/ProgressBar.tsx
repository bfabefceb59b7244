import { pageTranslator } from '@/i18n/page-text'
import { pageLocale } from '@/i18n/server'
import { barWidth, formatRowValue, progressPercent } from '../progress'
import styles from './activities.module.css'

/** Donation progress: shown only when budget and target are both present (spec 001 section 4). */
export function ProgressBar({ budget, target }: { budget: number | null; target: number | null }) {
  const percent = progressPercent(budget, target)
  if (percent === null) return null
  // In an Arabic line '%' drifted to the wrong side ('%15.36'): the percentage is isolated. Arabic
  // money is in Arabic words and digits (decision 0091), with nothing to drift.
  const locale = pageLocale()
  const arabic = locale === 'ar'
  const money = (value: number) => formatRowValue({ value, money: true }, locale)
  const raised = money(budget!)
  const goal = money(target!)
  const t = pageTranslator('activities')
  return (
    <section className={styles.panel} aria-labelledby="progress-title" data-testid="progress">
      <h2 id="progress-title">{t('progress')}</h2>
      <p className={styles.progressText}>
        {t.rich('raised', {
          raised,
          goal,
          percent: arabic ? `\u2066${percent}%\u2069` : `${percent}%`,
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent}%`}
      >
        <div
          className={styles.fill}
          data-testid="progress-fill"
          style={{ width: barWidth(percent) }}
        />
      </div>
    </section>
  )
}
