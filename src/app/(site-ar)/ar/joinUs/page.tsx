import EnglishPage from '@/app/(site)/joinUs/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/joinUs', 'ar')

/** /ar/joinUs: the page of /joinUs in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
