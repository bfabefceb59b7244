import Link from 'next/link'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { localisedPath, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './icons'
import styles from './SiteFooter.module.css'

type Social = { label: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }

const SOCIAL: readonly Social[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'X', href: 'https://x.com/', Icon: XIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
]

/** The footer's links: catalogue key ('footer' group) and English path. */
const COMPANY = [
  { key: 'aboutUs', href: '/aboutus' },
  { key: 'services', href: '/service-detail' },
  { key: 'team', href: '/team' },
] as const

const HELP = [
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
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  <Icon width={18} height={18} />
                </a>
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
