import EnglishPage from '@/app/(site)/login/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/login', 'ar')

/** /ar/login: the page of /login in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
