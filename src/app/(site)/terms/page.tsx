import { PageHero } from '@/components/page/PageHero'
import { LegalDocumentView } from '@/features/static-pages/components/LegalDocumentView'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'
import { pageLocale } from '@/i18n/server'

export const metadata = routeMetadata('/terms')

/** Terms & Conditions with Accept, Decline and Print (spec 001 section 2). */
export default function Page() {
  const r = routeText('/terms')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <LegalDocumentView which="terms" locale={pageLocale()} label={r.title} />
      </div>
    </>
  )
}
