import EnglishPage from '@/app/(site)/faqs/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/faqs', 'ar')

/** /ar/faqs: the page of /faqs in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
