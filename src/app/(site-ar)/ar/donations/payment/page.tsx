import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donations/payment/page'
import { arabicPage } from '@/i18n/arabic-page'
import { translator } from '@/i18n/server'
import { toArabicMetadata } from '@/lib/metadata'

const t = translator('ar', 'paymobPayment')

export const metadata = toArabicMetadata({
  ...englishMetadata,
  title: t('title'),
  description: t('description'),
})
export const dynamic = 'force-dynamic'

/** /ar/donations/payment: the page of /donations/payment in Arabic (decision 0107). */
export default arabicPage(EnglishPage)
