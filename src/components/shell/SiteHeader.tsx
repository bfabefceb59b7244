'use client'

import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { SiteImage } from '@/components/content/SiteImage'
import { trapTabKey } from '@/components/Modal/focus-trap'
import { englishPath, localisedPath, type Locale } from '@/i18n/locales'
import { AboutMenu } from './AboutMenu'
import { useDonationModal } from './DonationModalContext'
import { MenuIcon, PersonIcon } from './icons'
import { LanguageSwitch } from './LanguageSwitch'
import { NAV_ITEMS, NAV_LABEL_KEYS, isActive, type NavLabel } from './nav-items'
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
  const t = useTranslations('nav')
  const locale = useLocale() as Locale
  // The nav model is English; the current item is found on the page's English path.
  const currentPath = englishPath(pathname)
  const labelOf = (label: string) => t(NAV_LABEL_KEYS[label as NavLabel])
  const hrefOf = (href: string) => localisedPath(href, locale)
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
  const barRef = useRef<HTMLDivElement>(null)

  const closeMenu = () => setMenuOpenAt(null)

  // The open phone menu covers the page: a tap outside the bar closes it, as on any phone site.
  useEffect(() => {
    if (!menuOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setMenuOpenAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [menuOpen])

  /**
   * While the phone menu is open, Escape closes it and Tab cycles through the bar (logo, menu,
   * sign-in, toggler) instead of moving on to the page the menu covers. The toggler only shows
   * on narrow screens, so a desktop bar is never trapped.
   */
  const onBarKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!menuOpen) return
    if (event.key === 'Escape') {
      closeMenu()
      togglerRef.current?.focus()
    } else if (event.key === 'Tab' && barRef.current && togglerRef.current?.offsetParent) {
      if (trapTabKey(barRef.current, event.shiftKey)) event.preventDefault()
    }
  }

  return (
    <header className={styles.header}>
      <div
        className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}
        data-sticky={sticky ? 'true' : 'false'}
      >
        <div ref={barRef} className={`container ${styles.inner}`} onKeyDown={onBarKeyDown}>
          <Link href={hrefOf('/')} className={styles.logo} onClick={closeMenu}>
            <SiteImage
              src="/images/logo.svg"
              alt={t('logoAlt')}
              width={150}
              height={40}
              loading="eager"
            />
          </Link>

          <nav aria-label={t('main')} className={styles.nav}>
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
                        pathname={currentPath}
                        onNavigate={closeMenu}
                        labelOf={labelOf}
                        hrefOf={hrefOf}
                      />
                    )
                  }
                  const current = isActive(currentPath, item)
                  return (
                    <li key={item.label}>
                      <Link
                        href={hrefOf(item.href)}
                        className={current ? `${styles.link} ${styles.active}` : styles.link}
                        aria-current={current ? 'page' : undefined}
                        onClick={closeMenu}
                      >
                        {labelOf(item.label)}
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
                {t('makeDonation')}
              </button>
            </div>
          </nav>

          <div className={styles.actions}>
            <LanguageSwitch pathname={pathname} className={styles.language} />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('openSignIn')}
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
              aria-label={t('openMenu')}
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
