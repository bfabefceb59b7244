import EnglishPage from '@/app/(site)/reset-password/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/reset-password', 'ar')

/** /ar/reset-password: the page of /reset-password in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
