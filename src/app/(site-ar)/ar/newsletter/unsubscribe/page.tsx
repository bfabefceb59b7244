import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/newsletter/unsubscribe/page'
import { arabicPage } from '@/i18n/arabic-page'
import { translator } from '@/i18n/server'
import { toArabicMetadata } from '@/lib/metadata'

const t = translator('ar', 'newsletterPages')

export const metadata = toArabicMetadata({
  ...englishMetadata,
  title: t('unsubscribe.metaTitle'),
  description: t('unsubscribe.metaDescription'),
})
export const dynamic = 'force-dynamic'

/** /ar/newsletter/unsubscribe: the page of /newsletter/unsubscribe in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
