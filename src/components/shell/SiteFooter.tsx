import Link from 'next/link'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './icons'
import styles from './SiteFooter.module.css'

type Social = { label: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }

const SOCIAL: readonly Social[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'X', href: 'https://x.com/', Icon: XIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
]

const COMPANY = [
  { label: 'About us', href: '/aboutus' },
  { label: 'Services', href: '/service-detail' },
  { label: 'Team', href: '/team' },
] as const

const HELP = [
  { label: 'Helpcenter', href: '/faqs' },
  { label: 'Terms of Services', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
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

/** Site footer (server component); only the newsletter form is a client component. */
/** The footer; the newsletter form is a slot filled by the layout (it belongs to the newsletter feature). */
export function SiteFooter({ newsletterForm }: { newsletterForm?: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer} lang="en" dir="ltr">
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>New Egypt</p>
          <p>
            New Egypt is a charity foundation supporting communities in Egypt and abroad through
            healthcare, education and sustainable development.
          </p>
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
        <LinkList id="footer-company" title="Company" links={COMPANY} />
        <LinkList id="footer-help" title="Help" links={HELP} />
        <div className={styles.column}>
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          {newsletterForm}
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">© {year} New Egypt Foundation. All rights reserved.</p>
      </div>
    </footer>
  )
}
