'use client'

import Image from 'next/image'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { AboutMenu } from './AboutMenu'
import { useDonationModal } from './DonationModalContext'
import { MenuIcon, PersonIcon } from './icons'
import { NAV_ITEMS, isActive } from './nav-items'
import { SignInPanelContext } from './SignInPanelContext'
import { SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast'
import styles from './SiteHeader.module.css'

/**
 * The site's nav bar: sticky after 50 px of scrolling, active item from the URL. The staff
 * sign-in panel is a slot filled by the layout (it belongs to the account feature), mounted
 * from its first opening on and told through SignInPanelContext whether it is open.
 */
export function SiteHeader({ signInPanel }: { signInPanel?: ReactNode }) {
  const pathname = usePathname() ?? '/'
  const sticky = useScrolledPast(SCROLL_THRESHOLD)
  // The mobile menu remembers the path it was opened on, so it closes by itself after navigation.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null)
  const menuOpen = menuOpenAt === pathname
  const [signInOpen, setSignInOpen] = useState(false)
  // Mounted from the first opening on (then kept, so closing behaves exactly as before).
  const [signInUsed, setSignInUsed] = useState(false)
  const { open: openDonation } = useDonationModal()
  const menuId = useId()
  const togglerRef = useRef<HTMLButtonElement>(null)

  const closeMenu = () => setMenuOpenAt(null)

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      closeMenu()
      togglerRef.current?.focus()
    }
  }

  return (
    <header className={styles.header} lang="en" dir="ltr">
      <div
        className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}
        data-sticky={sticky ? 'true' : 'false'}
      >
        <div className={`container ${styles.inner}`}>
          <Link href="/" className={styles.logo} onClick={closeMenu}>
            <Image
              src="/images/logo.svg"
              alt="New Egypt home"
              width={140}
              height={40}
              loading="eager"
            />
          </Link>

          <nav aria-label="Main" className={styles.nav} onKeyDown={onNavKeyDown}>
            <div
              id={menuId}
              className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}
            >
              <ul role="list" className={styles.list}>
                {NAV_ITEMS.map((item) => {
                  if (item.kind === 'group') {
                    return (
                      <AboutMenu
                        key={item.label}
                        item={item}
                        pathname={pathname}
                        onNavigate={closeMenu}
                      />
                    )
                  }
                  const current = isActive(pathname, item)
                  return (
                    <li key={item.label}>
                      <Link
                        href={item.href}
                        className={current ? `${styles.link} ${styles.active}` : styles.link}
                        aria-current={current ? 'page' : undefined}
                        onClick={closeMenu}
                      >
                        {item.label}
                      </Link>
                    </li>
                  )
                })}
              </ul>
              <button
                type="button"
                className={`btn btn-accent ${styles.donate}`}
                aria-haspopup="dialog"
                onClick={openDonation}
              >
                MAKE A DONATION
              </button>
            </div>
          </nav>

          <div className={styles.actions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Open sign-in panel"
              aria-haspopup="dialog"
              onClick={() => {
                setSignInUsed(true)
                setSignInOpen(true)
              }}
            >
              <PersonIcon size={22} />
            </button>
            <button
              ref={togglerRef}
              type="button"
              className={`${styles.iconButton} ${styles.toggler}`}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              <MenuIcon size={24} />
            </button>
          </div>
        </div>
      </div>
      {signInUsed && (
        <SignInPanelContext value={{ open: signInOpen, close: () => setSignInOpen(false) }}>
          {signInPanel}
        </SignInPanelContext>
      )}
    </header>
  )
}
