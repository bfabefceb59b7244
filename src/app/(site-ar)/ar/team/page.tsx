import EnglishPage from '@/app/(site)/team/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/team', 'ar')
export const revalidate = 300

/** /ar/team: the page of /team in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
