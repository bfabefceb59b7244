import { SiteImage } from '@/components/content/SiteImage'
import { initials, type Testimonial } from '@/lib/testimonials'
import styles from './StaticPages.module.css'

/** Testimonials as quotes with the name, role and portrait (or initials) of their author. */
export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul role="list" className={styles.testimonials}>
      {items.map((t) => (
        <li key={t.name} className={styles.testimonial}>
          <figure>
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.author}>
              {t.image ? (
                <SiteImage src={t.image} alt="" width={56} height={56} className={styles.avatar} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(t.name)}
                </span>
              )}
              <span>
                <strong className={styles.authorName}>{t.name}</strong>
                <span className={styles.authorRole}>{t.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
