import EnglishPage from '@/app/(site)/donationServices/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/donationServices', 'ar')
export const revalidate = 300

/** /ar/donationServices: the page of /donationServices in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
