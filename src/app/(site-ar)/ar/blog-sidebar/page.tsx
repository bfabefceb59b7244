import EnglishPage from '@/app/(site)/blog-sidebar/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/blog-sidebar', 'ar')
export const revalidate = 300

/** /ar/blog-sidebar: the page of /blog-sidebar in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
