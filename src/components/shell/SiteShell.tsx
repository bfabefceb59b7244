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
}

/**
 * The public site's frame (server component): skip link, nav bar, main, footer, back-to-top and
 * the fixed 'Make A Donation' button with the single donation modal. The shell's own texts are
 * English, so its parts carry lang="en" dir="ltr" (the Arabic screens set lang="ar" dir="rtl").
 */
export function SiteShell({ children, donationForm }: SiteShellProps) {
  return (
    <DonationModalProvider>
      <a href="#main" className="skip-link" lang="en" dir="ltr">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <aside aria-label="Quick actions" lang="en" dir="ltr">
        <BackToTop />
        <DonateFab>{donationForm}</DonateFab>
      </aside>
    </DonationModalProvider>
  )
}
