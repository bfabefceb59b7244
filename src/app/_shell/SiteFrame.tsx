import type { ReactNode } from 'react'
import { SiteShell } from '@/components/shell/SiteShell'
import { ShellSignInPanel } from '@/features/account/components/ShellSignInPanel'
import { ModalDonationForm } from '@/features/donations/components/ModalDonationForm'
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm'

/**
 * The shell with the features' parts in its slots (donation modal, footer newsletter, staff
 * sign-in): the shell imports no feature (an ESLint boundary), the app composes them. Used by
 * the English and the Arabic layouts.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <SiteShell
      donationForm={<ModalDonationForm />}
      newsletterForm={<NewsletterForm labelledBy="footer-newsletter" />}
      signInPanel={<ShellSignInPanel />}
    >
      {children}
    </SiteShell>
  )
}
