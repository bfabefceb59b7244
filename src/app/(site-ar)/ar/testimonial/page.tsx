import EnglishPage from '@/app/(site)/testimonial/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/testimonial', 'ar')

/** /ar/testimonial: the page of /testimonial in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
