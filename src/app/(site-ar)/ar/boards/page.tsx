import EnglishPage from '@/app/(site)/boards/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/boards', 'ar')
export const revalidate = 300

/** /ar/boards: the page of /boards in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
