import type { Metadata, Viewport } from 'next'
// The Arabic web font (decision 0064): Noto Naskh Arabic cut down to the characters
// Arabic text needs (see arabic-font.ts), imported by this layout alone so English pages never
// load it.
import './arabic-font.css'
import '@/app/globals.css'
import { SiteFrame } from '@/app/_shell/SiteFrame'
import { messagesFor } from '@/i18n/messages'
import { siteUrl } from '@/lib/env'
import { SITE_NAME } from '@/lib/routes'

/**
 * The Arabic shell: the spec's Arabic case screens and every page under /ar (decision 0038).
 * The whole document is Arabic and right to left.
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  // The spec's case screens keep the one title pattern of the route table; the /ar
  // pages write their whole title with the Arabic site name (routeMetadata, toArabicMetadata).
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: messagesFor('ar').meta.description,
  icons: { icon: '/images/logo.svg' },
}

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 }

export default function ArabicLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ar" dir="rtl">
      <body>
        <SiteFrame locale="ar">{children}</SiteFrame>
      </body>
    </html>
  )
}
