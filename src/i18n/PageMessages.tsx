import 'server-only'
import type { ReactNode } from 'react'
import { IntlProvider } from './IntlProvider'
import { clientMessagesFor, type PageNamespace } from './messages'
import { pageLocale } from './server'

/**
 * The client catalogue of every page plus the namespaces only this page's client components
 * read (PAGE_NAMESPACES), for the part of the page it wraps.
 */
export function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageNamespace[]
  children: ReactNode
}) {
  const locale = pageLocale()
  return (
    <IntlProvider locale={locale} messages={clientMessagesFor(locale, namespaces)}>
      {children}
    </IntlProvider>
  )
}
