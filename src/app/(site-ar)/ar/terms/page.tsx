import EnglishPage from '@/app/(site)/terms/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/terms', 'ar')

/** /ar/terms: the page of /terms in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
