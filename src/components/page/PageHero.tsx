import Link from 'next/link'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import styles from './PageHero.module.css'

/** The banner at the top of inner pages: title, optional lede and a breadcrumb to Home. */
export function PageHero({
  title,
  lede,
  dir,
  titleLang,
}: {
  title: string
  lede?: string
  dir?: 'rtl' | 'ltr'
  /** A title in another language than the page's (an untranslated record: englishAttrs()). */
  titleLang?: { lang?: string; dir?: 'rtl' | 'ltr' }
}) {
  const locale = pageLocale()
  const t = translator(locale, 'shell')
  return (
    <section className={styles.hero} dir={dir}>
      <div className="container">
        <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
          <Link href={localisedPath('/', locale)}>{t('home')}</Link>{' '}
          <span aria-hidden="true">/</span>{' '}
          <span aria-current="page" {...titleLang}>
            {title}
          </span>
        </nav>
        <h1 className={styles.title} {...titleLang}>
          {title}
        </h1>
        {lede ? <p className={styles.lede}>{lede}</p> : null}
      </div>
    </section>
  )
}
