'use client'

import { useTranslations } from 'next-intl'
import { useEffect, type MouseEvent } from 'react'
import { hasOwnLanguageButton, LOCALE_COOKIE, otherLanguagePath } from '@/i18n/locales'

/** A year: the choice outlives the visit. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * The nav's language switch: the same page in the other language, query included.
 * The choice is remembered in a cookie; nothing redirects on it, so a shared link or a crawler
 * lands where it points. A plain link: the two languages have their own root layouts, so the
 * switch is a full page load anyway.
 */
export function LanguageSwitch({ pathname, className }: { pathname: string; className?: string }) {
  const t = useTranslations('language')
  const other = otherLanguagePath(pathname)
  const own = other.locale === 'ar' ? 'en' : 'ar'
  // A click before the page is hydrated follows the plain link without the handler below (a
  // phone on a slow network; the e2e saw the cookie unchanged once): the page it lands on
  // remembers the choice when it was reached from its twin in the other language.
  useEffect(() => {
    if (hasOwnLanguageButton(pathname) || !document.referrer) return
    const from = new URL(document.referrer)
    if (from.origin === window.location.origin && from.pathname === other.href) remember(own)
  }, [pathname, other.href, own])
  if (hasOwnLanguageButton(pathname)) return null
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    remember(other.locale)
    // Read at the click, not at render: the page is cached without its query string.
    event.currentTarget.href = `${other.href}${window.location.search}`
  }
  return (
    <a
      href={other.href}
      hrefLang={other.locale}
      lang={other.locale}
      className={className}
      // A title, not an aria-label: the accessible name must contain the visible word (axe).
      title={t('switchLabel')}
      onClick={onClick}
      data-testid="language-switch"
    >
      {t('switchTo')}
    </a>
  )
}

function remember(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
}
