'use client'

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import { useMemo, type ReactNode } from 'react'
import type { ClientMessages } from './messages'

/**
 * The catalogue above plus `messages` (a page's namespaces, or a lazily loaded form's), for the
 * part of the page it wraps. Only the added namespaces travel in the page's data: the shell's are
 * taken from the provider above, not sent a second time. Its own module, so pages without
 * PageMessages do not load it.
 */
export function PageIntlProvider({
  messages,
  children,
}: {
  messages: Partial<ClientMessages>
  children: ReactNode
}) {
  const above = useMessages()
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages])
  return (
    <NextIntlClientProvider locale={useLocale()} messages={merged} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  )
}
