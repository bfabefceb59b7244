import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/activity-detail/[id]/page'
import { arabicMetadata, arabicPage } from '@/i18n/arabic-page'

export const generateMetadata = arabicMetadata(englishMetadata)
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/activity-detail/[id]: the page of /activity-detail/[id] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
