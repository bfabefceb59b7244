import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donations/cancel/page'
import { arabicPage } from '@/i18n/arabic-page'
import { toArabicMetadata } from '@/lib/metadata'

export const metadata = toArabicMetadata(englishMetadata)
export const dynamic = 'force-dynamic'

/** /ar/donations/cancel: the page of /donations/cancel in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
