import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { EnglishFallback, englishAttrs } from '@/components/content/EnglishFallback'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { ABOUT_COUNTERS, type AboutData } from '../shape'
import styles from './about.module.css'

const number = new Intl.NumberFormat('en-US', { useGrouping: false })

/** The about text (title, mission, message) and the sample counters. */
export function AboutView({
  about,
  untranslated = false,
}: {
  about: AboutData
  /** No Arabic yet (decision 0043): the English text, marked so, with a notice. */
  untranslated?: boolean
}) {
  const locale = pageLocale()
  const t = translator(locale, 'aboutPage')
  return (
    <>
      <section className={`container section ${styles.about}`} aria-labelledby="about-title">
        <h2 id="about-title" className={styles.title} {...englishAttrs(untranslated)}>
          {about.title || t('title')}
        </h2>
        <div className={styles.blocks}>
          <article className={styles.block}>
            <BlockImage src="/images/about-1.webp" loading="eager" />
            <div>
              <EnglishFallback locale={locale} untranslated={untranslated}>
                <h3>{about.mission_title}</h3>
                <p>{about.mission_description}</p>
              </EnglishFallback>
            </div>
          </article>
          <article className={styles.block}>
            <BlockImage src="/images/about-2.webp" loading="lazy" />
            <div {...englishAttrs(untranslated)}>
              <h3>{about.message_title}</h3>
              <p>{about.message_description}</p>
            </div>
          </article>
        </div>
        <p>
          <Link className="btn btn-primary" href={localisedPath('/joinUs', locale)}>
            {t('joinUs')}
          </Link>
        </p>
      </section>
      <section className={styles.counters} aria-label={t('numbers')}>
        <ul role="list" className={`container ${styles.counterList}`}>
          {ABOUT_COUNTERS.map((c) => (
            <li key={c.label} className={styles.counter} data-testid="counter">
              <span className={styles.counterValue}>{number.format(c.value)}</span>
              <span className={styles.counterLabel}>{t(`counters.${c.key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

/** The clubs (chapters), each with its city. */
export function ClubList({ clubs }: { clubs: { club_id: number; club_name: string }[] }) {
  if (clubs.length === 0) return null
  return (
    <ul role="list" className={styles.clubs}>
      {clubs.map((c) => (
        <li key={c.club_id} className={styles.club}>
          {c.club_name}
        </li>
      ))}
    </ul>
  )
}

/** A block's picture: beside its text on a wide screen, above it on a phone. */
function BlockImage({ src, loading }: { src: string; loading: 'eager' | 'lazy' }) {
  return (
    <SiteImage
      src={src}
      alt=""
      width={800}
      height={600}
      sizes="(max-width: 800px) 100vw, 560px"
      className={styles.image}
      loading={loading}
    />
  )
}
