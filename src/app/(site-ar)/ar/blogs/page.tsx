import EnglishPage from '@/app/(site)/blogs/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = routeMetadata('/blogs', 'ar')

/** /ar/blogs: the page of /blogs in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
