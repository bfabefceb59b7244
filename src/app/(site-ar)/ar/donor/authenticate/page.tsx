import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donor/authenticate/page'
import { arabicPage } from '@/i18n/arabic-page'
import { translator } from '@/i18n/server'
import { toArabicMetadata } from '@/lib/metadata'

const t = translator('ar', 'planAuthenticate')

export const metadata = toArabicMetadata({
  ...englishMetadata,
  title: t('title'),
  description: t('description'),
})
export const dynamic = 'force-dynamic'

/** /ar/donor/authenticate: /donor/authenticate in Arabic, the link of the Arabic mails. */
export default arabicPage(EnglishPage)
