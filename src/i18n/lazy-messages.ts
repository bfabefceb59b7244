import 'server-only'
import { isLocale, LOCALES } from './locales'
import { compiledMessagesFor, LAZY_NAMESPACES, type LazyNamespace } from './messages'

const isLazyNamespace = (value: string): value is LazyNamespace =>
  (LAZY_NAMESPACES as readonly string[]).includes(value)

/** Every namespace and language the route prerenders. */
export const lazyMessagesRoutes = () =>
  LAZY_NAMESPACES.flatMap((namespace) => LOCALES.map((locale) => ({ namespace, locale })))

/**
 * A lazy namespace's compiled texts in one language, as the browser's translator reads them
 * (decision 0063); 404 for any other namespace (the server-only ones stay on the server).
 */
export function lazyMessagesResponse(namespace: string, locale: string): Response {
  if (!isLazyNamespace(namespace) || !isLocale(locale)) {
    return Response.json({ error: 'Not found' }, { status: 404 })
  }
  return Response.json(compiledMessagesFor(locale)[namespace])
}
