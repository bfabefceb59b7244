import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { SiteShell } from '@/components/shell/SiteShell'
import { ShellSignInPanel } from '@/features/account/components/ShellSignInPanel'
import { ModalDonationForm } from '@/features/donations/components/ModalDonationForm'
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm'

/**
 * The shell with the features' parts in its slots (donation modal, footer newsletter, staff
 * sign-in): the shell imports no feature (an ESLint boundary), the app composes them. Used by
 * the English and the Arabic layouts, each with its language.
 */
export function SiteFrame({ children, locale = 'en' }: { children: ReactNode; locale?: Locale }) {
  return (
    <SiteShell
      locale={locale}
      donationForm={<ModalDonationForm title={translator(locale, 'donation')('boxTitle')} />}
      newsletterForm={<NewsletterForm labelledBy="footer-newsletter" />}
      signInPanel={<ShellSignInPanel />}
    >
      {children}
    </SiteShell>
  )
}
