import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/blog-detail/[slug]/page'
import { arabicMetadata, arabicPage } from '@/i18n/arabic-page'

export const generateMetadata = arabicMetadata(englishMetadata)
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/blog-detail/[slug]: the page of /blog-detail/[slug] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
