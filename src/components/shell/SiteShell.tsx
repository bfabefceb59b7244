import type { ReactNode } from 'react'
import { IntlProvider } from '@/i18n/IntlProvider'
import type { Locale } from '@/i18n/locales'
import { clientMessagesFor } from '@/i18n/messages'
import { translator } from '@/i18n/server'
import { BackToTop } from './BackToTop'
import { DonateFab } from './DonateFab'
import { DonationModalProvider } from './DonationModalContext'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

export type SiteShellProps = {
  children: ReactNode
  /** The donation form shown in the shell's modal; a short fallback when absent. */
  donationForm?: ReactNode
  /** The footer's newsletter form (the newsletter feature's). */
  newsletterForm?: ReactNode
  /** The staff sign-in panel of the nav bar's person button (the account feature's). */
  signInPanel?: ReactNode
  /** The page's language: every text of the shell comes from its catalogue. */
  locale?: Locale
}

/**
 * The public site's frame (server component): skip link, nav bar, main, footer, back-to-top and
 * the fixed 'Make A Donation' button with the single donation modal. Its texts are the page's
 * language: the client parts read the catalogue from IntlProvider.
 */
export function SiteShell({
  children,
  donationForm,
  newsletterForm,
  signInPanel,
  locale = 'en',
}: SiteShellProps) {
  const t = translator(locale, 'shell')
  return (
    <IntlProvider locale={locale} messages={clientMessagesFor(locale)}>
      <DonationModalProvider>
        <a href="#main" className="skip-link">
          {t('skip')}
        </a>
        <SiteHeader signInPanel={signInPanel} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter newsletterForm={newsletterForm} locale={locale} />
        <aside aria-label={t('quickActions')}>
          <BackToTop />
          <DonateFab>{donationForm}</DonateFab>
        </aside>
      </DonationModalProvider>
    </IntlProvider>
  )
}
