import EnglishPage from '@/app/(site)/lock-screen/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/lock-screen', 'ar')

/** /ar/lock-screen: the page of /lock-screen in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
