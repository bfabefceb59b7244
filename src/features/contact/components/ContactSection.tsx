import { pageTranslator } from '@/i18n/page-text'
import { CONTACT_DETAILS } from '@/lib/organisation'
import { LazyContactForm } from './LazyContactForm'
import styles from './Contact.module.css'

/** The contact page's body: the fixed details and offices beside the form (spec 001 section 2). */
export function ContactSection() {
  const { phone, email, offices } = CONTACT_DETAILS
  const t = pageTranslator('contact')
  // The offices in the catalogue's order (New York, New Jersey).
  const officeNames = [t('newYorkOffice'), t('newJerseyOffice')]
  return (
    <div className={styles.layout}>
      <section className={styles.details} aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{t('getInTouch')}</h2>
        <p>{t('intro')}</p>
        <dl className={styles.list}>
          <dt>{t('labels.phone')}</dt>
          <dd>
            <a href={phone.href} dir="ltr">
              {phone.display}
            </a>
          </dd>
          <dt>{t('labels.email')}</dt>
          <dd>
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </dd>
        </dl>
        {offices.map((office, i) => (
          <div key={office.name} className={styles.office}>
            <h3>{officeNames[i] ?? office.name}</h3>
            {/* English lines, each isolated left to right: in Arabic '485 Lexington Avenue' read
                'Lexington Avenue … 485' and the phone '555-0147 (212) 1+'. */}
            <address lang="en">
              {office.lines.map((line) => (
                <span key={line} dir="ltr">
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        ))}
      </section>
      <section className={styles.formWrap} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('title')}</h2>
        <LazyContactForm />
      </section>
    </div>
  )
}
