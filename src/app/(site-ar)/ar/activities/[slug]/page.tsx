import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/activities/[slug]/page'
import { arabicMetadata, arabicPage } from '@/i18n/arabic-page'

export const generateMetadata = arabicMetadata(englishMetadata)
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/activities/[slug]: the page of /activities/[slug] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
