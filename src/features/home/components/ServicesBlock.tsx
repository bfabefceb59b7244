import { SizedImage } from '@/components/content/SizedImage'
import { MoreLink } from '@/components/content/MoreLink'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { SERVICES } from '../content'
import styles from './HomeBlocks.module.css'

/** The services block: Breakfast Programme, Food Assistance, Social Works, each to /service-detail. */
export function ServicesBlock() {
  const locale = pageLocale()
  const t = translator(locale, 'home')
  const keys = ['breakfast', 'food', 'social'] as const
  return (
    <section className="section section-alt section-later" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          {t('servicesTitle')}
        </h2>
        <p className="section-lede">{t('servicesLede')}</p>
        <ul className={styles.services}>
          {SERVICES.map((s, i) => (
            <li key={s.title} className={styles.service}>
              <SizedImage src={s.image} width={600} height={400} />
              <h3>{t(keys[i]!)}</h3>
              <p>{t(`${keys[i]!}Text`)}</p>
              <MoreLink
                href={localisedPath('/service-detail', locale)}
                label={t('readMore')}
                about={t(keys[i]!)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
