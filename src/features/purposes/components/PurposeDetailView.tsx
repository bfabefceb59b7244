import { SiteImage } from '@/components/content/SiteImage'
import { pageTranslator } from '@/i18n/page-text'
import { EnglishNotice, englishAttrs } from '@/components/content/EnglishFallback'
import type { PurposePart } from '../queries.server'
import { PageHero } from '@/components/page/PageHero'
import { pageLocale } from '@/i18n/server'
import { imagePath } from '@/lib/format'
import { heroImage, purposeSections, shownItems, stripBullet, type PurposeDetail } from '../shape'
import styles from './purposes.module.css'

/**
 * The donation purpose detail (spec 001 section 2): a hero with the purpose's
 * name over its image (or a default); description, Objectives, Services
 * Provided, Beneficiaries, Partnerships, Impact Statistics, Testimonial and
 * Support Information, each only when non-empty, leading bullets stripped;
 * the sticky make-donation box at the side; related activities below.
 */
export function PurposeDetailView({
  purpose,
  related,
  donationBox,
  englishParts = [],
}: {
  purpose: PurposeDetail
  /** The texts with no Arabic yet: shown in English, marked so, under a notice (decision 0043). */
  englishParts?: readonly PurposePart[]
  related: React.ReactNode
  /** The donations feature's make-donation box for this purpose, passed in by the page. */
  donationBox: React.ReactNode
}) {
  const background = heroImage(purpose, imagePath)
  const support = shownItems(purpose.support_info)
  const testimonial = purpose.testimonial ? stripBullet(purpose.testimonial) : ''
  const t = pageTranslator('purposes')
  const english = (part: PurposePart) => englishAttrs(englishParts.includes(part))
  return (
    <article>
      <div className={styles.hero} data-testid="purpose-hero" data-background={background}>
        <SiteImage
          className={styles.heroImage}
          src={background}
          alt=""
          fill
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
        />
        <PageHero title={purpose.name} titleLang={english('name')} />
      </div>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          {englishParts.length > 0 ? <EnglishNotice locale={pageLocale()} /> : null}
          {purpose.description ? (
            <section aria-label={t('description')}>
              <p className={styles.lede} {...english('description')}>
                {purpose.description}
              </p>
            </section>
          ) : null}
          {purposeSections(purpose).map((s) => (
            <section key={s.key} aria-labelledby={`section-${s.key}`} data-section={s.key}>
              <h2 id={`section-${s.key}`}>{t(s.key as 'objectives')}</h2>
              <ul className={styles.list} {...english(s.key as PurposePart)}>
                {s.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          {testimonial ? (
            <section aria-labelledby="section-testimonial" data-section="testimonial">
              <h2 id="section-testimonial">{t('testimonial')}</h2>
              <blockquote className={styles.quote} {...english('testimonial')}>
                {testimonial}
              </blockquote>
            </section>
          ) : null}
          {support.length > 0 ? (
            <section aria-labelledby="section-support_info" data-section="support_info">
              <h2 id="section-support_info">{t('support_info')}</h2>
              <ul className={styles.list} {...english('support_info')}>
                {support.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {related}
        </div>
        <aside className={styles.side} aria-label={t('supportCause')}>
          <div className={styles.sticky}>{donationBox}</div>
        </aside>
      </div>
    </article>
  )
}
