import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donations/cancel/page'
import { arabicPage } from '@/i18n/arabic-page'
import { arabicLinkPageMetadata } from '@/i18n/link-page'

export const metadata = arabicLinkPageMetadata(englishMetadata, 'cancelPlan')
export const dynamic = 'force-dynamic'

/** /ar/donations/cancel: the page of /donations/cancel in Arabic (decision 0038), the link of the Arabic mails (0044). */
export default arabicPage(EnglishPage)
