import EnglishPage from '@/app/(site)/news/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/news', 'ar')
export const revalidate = 300

/** /ar/news: the page of /news in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
