import EnglishPage from '@/app/(site)/pricing/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/pricing', 'ar')

/** /ar/pricing: the page of /pricing in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
