import type { Locale } from './locales'
import type { LazyNamespace } from './messages'

/** Where a lazily loaded component fetches its texts (src/app/api/messages/[namespace]/[locale]). */
export const lazyMessagesUrl = (namespace: LazyNamespace, locale: Locale) =>
  `/api/messages/${namespace}/${locale}`
