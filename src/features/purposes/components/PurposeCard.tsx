import { SiteImage } from '@/components/content/SiteImage'
import Link from 'next/link'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { cut, imagePath } from '@/lib/format'
import {
  heroImage,
  PURPOSE_DESCRIPTION_CUT,
  PURPOSE_NAME_CUT,
  suggestedAmount,
  type PurposeListItem,
} from '../shape'
import styles from './purposes.module.css'

/**
 * A donation purpose card (spec 001 section 2 "Donation services page"):
 * image, name cut to 55 characters, description cut to 74, 'Donate Now' to
 * /donationServices/{id}, and the fixed suggested amount $35.00 (pounds on an Arabic page).
 */
export function PurposeCard({ purpose }: { purpose: PurposeListItem }) {
  const image = heroImage(purpose, imagePath)
  const locale = pageLocale()
  const t = translator(locale, 'purposes')
  return (
    <article className={styles.card} data-testid="purpose-card">
      <SiteImage
        className={styles.cardImage}
        src={image}
        alt=""
        width={768}
        height={512}
        sizes="(max-width: 700px) 100vw, 380px"
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} title={purpose.name}>
          {cut(purpose.name, PURPOSE_NAME_CUT)}
        </h3>
        {purpose.description ? (
          <p className={styles.cardText}>{cut(purpose.description, PURPOSE_DESCRIPTION_CUT)}</p>
        ) : null}
        <div className={styles.cardFoot}>
          <p className={styles.amount}>
            <span className="visually-hidden">{t('suggested')} </span>
            {suggestedAmount(locale)}
          </p>
          <Link
            className="btn btn-primary"
            href={localisedPath(`/donationServices/${purpose.id}`, locale)}
            aria-label={`${t('donateNow')}: ${purpose.name}`}
          >
            {t('donateNow')}
          </Link>
        </div>
      </div>
    </article>
  )
}

export function PurposeGrid({ purposes }: { purposes: PurposeListItem[] }) {
  if (purposes.length === 0)
    return <p className={styles.empty}>{translator(pageLocale(), 'purposes')('none')}</p>
  return (
    <div className={styles.grid}>
      {purposes.map((p) => (
        <PurposeCard key={p.id} purpose={p} />
      ))}
    </div>
  )
}
