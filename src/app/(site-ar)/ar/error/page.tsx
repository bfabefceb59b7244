import EnglishPage from '@/app/(site)/error/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/error', 'ar')

/** /ar/error: the page of /error in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
