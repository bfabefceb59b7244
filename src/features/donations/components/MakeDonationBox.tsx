import { useId } from 'react'
import { pageTranslator } from '@/i18n/page-text'
import { LazyDonationForm } from './LazyDonationForm'
import styles from './MakeDonationBox.module.css'

/**
 * The make-donation card: the home page's donation form card and the side
 * box of the purpose and activity pages (spec 000 "Home page", spec 001
 * section 2). `purposeId` (given on /donationServices/{id}) preselects the
 * first donation line's purpose. A server component: only the form inside
 * (LazyDonationForm) is client code, so the card adds nothing to the page's
 * JavaScript.
 */
export function MakeDonationBox({ purposeId }: { purposeId?: number }) {
  const headingId = useId()
  const t = pageTranslator('donation')
  return (
    <section
      className={styles.box}
      aria-labelledby={headingId}
      data-testid="make-donation-box"
      data-purpose-id={purposeId}
    >
      <h2 id={headingId} className={styles.title}>
        {t('boxTitle')}
      </h2>
      <p className={styles.text}>{t('boxText')}</p>
      <LazyDonationForm purposeId={purposeId} />
    </section>
  )
}
