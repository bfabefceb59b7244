import type { Metadata, Viewport } from 'next'
import '@/app/globals.css'
// The file, not the shell barrel: the barrel's client re-exports (OnePageNav…) would join every page's bundle.
import { SiteShell } from '@/components/shell/SiteShell'
import { ModalDonationForm } from '@/features/donations/components/ModalDonationForm'
import { siteUrl } from '@/lib/env'
import { SITE_NAME } from '@/lib/routes'

/** Arabic screens (case assistance): the whole document is Arabic and right to left. */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  icons: { icon: '/images/logo.svg' },
}

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 }

export default function ArabicLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ar" dir="rtl">
      <body>
        <SiteShell donationForm={<ModalDonationForm />}>{children}</SiteShell>
      </body>
    </html>
  )
}
