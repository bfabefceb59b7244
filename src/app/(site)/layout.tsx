import type { Metadata, Viewport } from 'next'
import '@/app/globals.css'
import { SiteFrame } from '@/app/_shell/SiteFrame'
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
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  )
}
