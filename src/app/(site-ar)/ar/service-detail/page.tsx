import EnglishPage from '@/app/(site)/service-detail/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/service-detail', 'ar')
export const revalidate = 300

/** /ar/service-detail: the page of /service-detail in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
