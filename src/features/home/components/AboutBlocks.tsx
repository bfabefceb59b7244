import { SizedImage } from '@/components/content/SizedImage'
import { formatNumber } from '@/i18n/format-number'
import { EnglishFallback, englishAttrs } from '@/components/content/EnglishFallback'
import { pageLocale, translator } from '@/i18n/server'
import { HOME_COUNTER } from '../constants'
import styles from './HomeBlocks.module.css'

type About = {
  missionTitle: string
  missionDescription: string
  messageTitle: string
  messageDescription: string
  /** No Arabic yet (decision 0043): the English text, marked so, with a notice. */
  untranslated?: boolean
} | null

/** The two about blocks (mission and message) with the counter 673 (spec 000 "Home page"). */
export function AboutBlocks({ about }: { about: About }) {
  if (!about) return null
  const locale = pageLocale()
  const t = translator(locale, 'home')
  return (
    <section className="section section-later" aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title" className="visually-hidden">
          {t('aboutTitle')}
        </h2>
        <div className={styles.about}>
          <div className={styles.aboutImage}>
            <SizedImage src="/images/about-1.webp" width={800} height={600} />
            <p className={styles.counter}>
              <strong data-testid="home-counter">
                {formatNumber(HOME_COUNTER, locale, { useGrouping: false })}
              </strong>
              <span>{t('casesSupported')}</span>
            </p>
          </div>
          <div className={styles.aboutText}>
            <EnglishFallback locale={locale} untranslated={Boolean(about.untranslated)}>
              <h3>{about.missionTitle}</h3>
              <p>{about.missionDescription}</p>
            </EnglishFallback>
          </div>
        </div>
        <div className={`${styles.about} ${styles.reverse}`}>
          <div className={styles.aboutImage}>
            <SizedImage src="/images/about-2.webp" width={800} height={600} />
          </div>
          <div className={styles.aboutText} {...englishAttrs(Boolean(about.untranslated))}>
            <h3>{about.messageTitle}</h3>
            <p>{about.messageDescription}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
