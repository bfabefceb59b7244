import EnglishPage from '@/app/(site)/newEgyptNews/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/newEgyptNews', 'ar')
export const revalidate = 300

/** /ar/newEgyptNews: the page of /newEgyptNews in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
