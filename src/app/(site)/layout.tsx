import type { Metadata, Viewport } from 'next'
import '@/app/globals.css'
// The file, not the shell barrel: the barrel's client re-exports (OnePageNav…) would join every page's bundle.
import { SiteShell } from '@/components/shell/SiteShell'
import { ModalDonationForm } from '@/features/donations/components/ModalDonationForm'
import { siteUrl } from '@/lib/env'
import { SITE_NAME } from '@/lib/routes'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description:
    'New Egypt supports communities through healthcare, education and sustainable development.',
  icons: { icon: '/images/logo.svg' },
}

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteShell donationForm={<ModalDonationForm />}>{children}</SiteShell>
      </body>
    </html>
  )
}
