import EnglishPage from '@/app/(site)/contactus/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/contactus', 'ar')

/** /ar/contactus: the page of /contactus in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
