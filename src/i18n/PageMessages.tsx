import 'server-only'
import type { ReactNode } from 'react'
import { PageIntlProvider } from './PageIntlProvider'
import { pageMessagesFor, type PageNamespace } from './messages'
import { pageLocale } from './server'

/**
 * The namespaces only this page's client components read (PAGE_NAMESPACES), added to the shell's
 * catalogue for the part of the page it wraps.
 */
export function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageNamespace[]
  children: ReactNode
}) {
  return (
    <PageIntlProvider messages={pageMessagesFor(pageLocale(), namespaces)}>
      {children}
    </PageIntlProvider>
  )
}
