import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/newEgyptNews/[slug]/page'
import { arabicMetadata, arabicPage } from '@/i18n/arabic-page'

export const generateMetadata = arabicMetadata(englishMetadata)
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/newEgyptNews/[slug]: the page of /newEgyptNews/[slug] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
