import type { Metadata, Viewport } from 'next'
import '@/app/globals.css'
import { SiteFrame } from '@/app/_shell/SiteFrame'
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
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  )
}
