import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/newsletter/unsubscribe/page'
import { arabicPage } from '@/i18n/arabic-page'
import { toArabicMetadata } from '@/lib/metadata'

export const metadata = toArabicMetadata(englishMetadata)
export const dynamic = 'force-dynamic'

/** /ar/newsletter/unsubscribe: the page of /newsletter/unsubscribe in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
