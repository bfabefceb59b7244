import EnglishPage, { metadata as englishMetadata } from '@/app/(site)/donor/authenticate/page'
import { arabicPage } from '@/i18n/arabic-page'
import { arabicLinkPageMetadata } from '@/i18n/link-page'

export const metadata = arabicLinkPageMetadata(englishMetadata, 'planAuthenticate')
export const dynamic = 'force-dynamic'

/** /ar/donor/authenticate: /donor/authenticate in Arabic, the link of the Arabic mails. */
export default arabicPage(EnglishPage)
