'use client'

import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { LocaleContext } from './locale-context'
import type { Locale } from './locales'
import type { ClientMessages } from './messages'

/**
 * next-intl's provider for the client components, given its locale and catalogue by the
 * layout. Imported from a client module on purpose: the server build's provider would read
 * a request config (next-intl's plugin), which this site does not use (decision 0038).
 */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: ClientMessages
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <LocaleContext value={locale}>{children}</LocaleContext>
    </NextIntlClientProvider>
  )
}
