import EnglishPage from '@/app/(site)/onepage/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/onepage', 'ar')
export const revalidate = 300

/** /ar/onepage: the page of /onepage in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
