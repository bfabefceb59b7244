import Link from 'next/link'
import type { ReactNode } from 'react'
import { localisedPath, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import styles from './SiteFooter.module.css'

/** A social network: its name (the link's), address and icon (a class of SiteFooter.module.css). */
type Social = { label: string; href: string; icon: string }

const SOCIAL: readonly Social[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: styles.facebook! },
  { label: 'X', href: 'https://x.com/', icon: styles.x! },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: styles.instagram! },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: styles.youtube! },
]

/** The footer's links: catalogue key ('footer' group) and English path. */
const COMPANY = [
  { key: 'aboutUs', href: '/aboutus' },
  { key: 'services', href: '/service-detail' },
  { key: 'team', href: '/team' },
] as const

/** The two pages visitors look for most: the case request and the donor portal. */
const HELP = [
  { key: 'askForHelp', href: '/caseSearchFormEn' },
  { key: 'yourDonations', href: '/donor' },
  { key: 'helpcenter', href: '/faqs' },
  { key: 'terms', href: '/terms' },
  { key: 'privacy', href: '/privacy' },
] as const

function LinkList({
  id,
  title,
  links,
}: {
  id: string
  title: string
  links: readonly { label: string; href: string }[]
}) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The footer; the newsletter form is a slot filled by the layout (it belongs to the newsletter feature). */
export function SiteFooter({
  newsletterForm,
  locale = 'en',
}: {
  newsletterForm?: ReactNode
  locale?: Locale
}) {
  const year = new Date().getFullYear()
  const t = translator(locale, 'footer')
  const links = (list: typeof COMPANY | typeof HELP) =>
    list.map((l) => ({ label: t(l.key), href: localisedPath(l.href, locale) }))
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{t('brand')}</p>
          <p>{t('about')}</p>
          <ul role="list" className={styles.social}>
            {SOCIAL.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={icon}
                />
              </li>
            ))}
          </ul>
        </div>
        <LinkList id="footer-company" title={t('company')} links={links(COMPANY)} />
        <LinkList id="footer-help" title={t('help')} links={links(HELP)} />
        <div className={styles.column}>
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('newsletter')}
          </h2>
          {newsletterForm}
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">{t('copyright', { year: String(year) })}</p>
      </div>
    </footer>
  )
}
