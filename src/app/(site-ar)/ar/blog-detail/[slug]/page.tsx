import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/blog-detail/[slug]/page'
import { arabicPage, type PageProps } from '@/i18n/arabic-page'
import { toArabicMetadata } from '@/lib/metadata'

export const generateMetadata = async (props: PageProps) =>
  toArabicMetadata(await englishMetadata(props as never))
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/blog-detail/[slug]: the page of /blog-detail/[slug] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
