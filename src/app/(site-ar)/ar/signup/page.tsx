import EnglishPage from '@/app/(site)/signup/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/signup', 'ar')

/** /ar/signup: the page of /signup in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
