import EnglishPage, {
  generateMetadata as englishMetadata,
} from '@/app/(site)/donationServices/[id]/page'
import { arabicPage, type PageProps } from '@/i18n/arabic-page'
import { toArabicMetadata } from '@/lib/metadata'

export const generateMetadata = async (props: PageProps) =>
  toArabicMetadata(await englishMetadata(props as never))
export const revalidate = 300
export const generateStaticParams = async () => []

/** /ar/donationServices/[id]: the page of /donationServices/[id] in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
