import EnglishPage from '@/app/(site)/aboutus/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/aboutus', 'ar')
export const revalidate = 300

/** /ar/aboutus: the page of /aboutus in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
