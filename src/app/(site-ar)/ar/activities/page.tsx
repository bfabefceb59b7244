import EnglishPage from '@/app/(site)/activities/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/activities', 'ar')
export const revalidate = 300

/** /ar/activities: the page of /activities in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
