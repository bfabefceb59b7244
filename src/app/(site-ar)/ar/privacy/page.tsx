import EnglishPage from '@/app/(site)/privacy/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/privacy', 'ar')

/** /ar/privacy: the page of /privacy in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
