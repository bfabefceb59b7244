import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/newsletter/confirm/page'
import { arabicPage } from '@/i18n/arabic-page'
import { translator } from '@/i18n/server'
import { toArabicMetadata } from '@/lib/metadata'

const t = translator('ar', 'newsletterPages')

export const metadata = toArabicMetadata({
  ...englishMetadata,
  title: t('confirm.metaTitle'),
  description: t('confirm.metaDescription'),
})
export const dynamic = 'force-dynamic'

/** /ar/newsletter/confirm: the page of /newsletter/confirm in Arabic (decision 0038). */
export default arabicPage(EnglishPage)
