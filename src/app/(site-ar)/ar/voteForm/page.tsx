import EnglishPage from '@/app/(site)/voteForm/page'
import { arabicPage } from '@/i18n/arabic-page'
import { routeMetadata } from '@/lib/metadata'

export const metadata = {
  ...routeMetadata('/voteForm', 'ar'),
  robots: { index: false, follow: false },
}

/** /ar/voteForm: the page of /voteForm in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
