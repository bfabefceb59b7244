import EnglishPage from '@/app/(site)/bylaws/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/bylaws', 'ar')
export const revalidate = 300

/** /ar/bylaws: the page of /bylaws in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
