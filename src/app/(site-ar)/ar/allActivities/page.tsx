import EnglishPage from '@/app/(site)/allActivities/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/allActivities', 'ar')
export const revalidate = 300

/** /ar/allActivities: the page of /allActivities in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
