import type { ReactNode } from 'react'
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
}

/**
 * The public site's frame (server component): skip link, nav bar, main, footer, back-to-top and
 * the fixed 'Make A Donation' button with the single donation modal. The shell's own texts are
 * English, so its parts carry lang="en" dir="ltr" (the Arabic screens set lang="ar" dir="rtl").
 */
export function SiteShell({ children, donationForm, newsletterForm, signInPanel }: SiteShellProps) {
  return (
    <DonationModalProvider>
      <a href="#main" className="skip-link" lang="en" dir="ltr">
        Skip to main content
      </a>
      <SiteHeader signInPanel={signInPanel} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter newsletterForm={newsletterForm} />
      <aside aria-label="Quick actions" lang="en" dir="ltr">
        <BackToTop />
        <DonateFab>{donationForm}</DonateFab>
      </aside>
    </DonationModalProvider>
  )
}
