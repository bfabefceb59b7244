import 'server-only'
import { routeInfo, type SitePath } from '@/lib/routes'
import { ARABIC_ROUTES, type ArabicSitePath } from './routes-ar'
import { pageLocale, translator, type Namespace } from './server'

/** Title and description of a route-table page in the language of the page being rendered. */
export function routeText(path: SitePath): { title: string; description: string } {
  if (pageLocale() === 'ar' && path in ARABIC_ROUTES) return ARABIC_ROUTES[path as ArabicSitePath]
  return routeInfo(path)
}

/** A translator of one catalogue group in the language of the page being rendered. */
export function pageTranslator<N extends Namespace>(namespace: N) {
  return translator(pageLocale(), namespace)
}
