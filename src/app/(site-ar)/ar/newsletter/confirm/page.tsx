import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/newsletter/confirm/page'
import { arabicPage } from '@/i18n/arabic-page'
import { toArabicMetadata } from '@/lib/metadata'

export const metadata = toArabicMetadata(englishMetadata)
export const dynamic = 'force-dynamic'

/** /ar/newsletter/confirm: the page of /newsletter/confirm in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
