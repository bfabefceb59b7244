import { CONTACT_DETAILS } from '@/lib/organisation'
import { ContactForm } from './ContactForm'
import styles from './Contact.module.css'

/** The contact page's body: the fixed details and offices beside the form (spec 001 section 2). */
export function ContactSection() {
  const { phone, email, offices } = CONTACT_DETAILS
  return (
    <div className={styles.layout}>
      <section className={styles.details} aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">Get in touch</h2>
        <p>
          Questions about our work, volunteering or a donation? Send us a message or reach us
          directly.
        </p>
        <dl className={styles.list}>
          <dt>Phone</dt>
          <dd>
            <a href={phone.href}>{phone.display}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </dl>
        {offices.map((office) => (
          <div key={office.name} className={styles.office}>
            <h3>{office.name}</h3>
            <address>
              {office.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        ))}
      </section>
      <section className={styles.formWrap} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <ContactForm />
      </section>
    </div>
  )
}
