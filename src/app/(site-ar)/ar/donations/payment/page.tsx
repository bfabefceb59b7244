import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donations/payment/page'
import { arabicPage } from '@/i18n/arabic-page'
import { arabicLinkPageMetadata } from '@/i18n/link-page'

export const metadata = arabicLinkPageMetadata(englishMetadata, 'paymobPayment')
export const dynamic = 'force-dynamic'

/** /ar/donations/payment: the page of /donations/payment in Arabic (decision 0107). */
export default arabicPage(EnglishPage)
