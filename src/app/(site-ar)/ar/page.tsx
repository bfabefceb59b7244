import EnglishPage from '@/app/(site)/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/', 'ar')
export const revalidate = 300

/** /ar: the page of / in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
