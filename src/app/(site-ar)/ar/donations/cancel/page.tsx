import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donations/cancel/page'
import { arabicPage } from '@/i18n/arabic-page'
import { translator } from '@/i18n/server'
import { toArabicMetadata } from '@/lib/metadata'

const t = translator('ar', 'cancelPlan')

export const metadata = toArabicMetadata({
  ...englishMetadata,
  title: t('title'),
  description: t('description'),
})
export const dynamic = 'force-dynamic'

/** /ar/donations/cancel: the page of /donations/cancel in Arabic (decision 0038), the link of the Arabic mails (0044). */
export default arabicPage(EnglishPage)
