import { PageHero } from '@/components/page/PageHero'
import { bylawsView } from '@/features/static-pages/bylaws.server'
import { BylawsDocument } from '@/features/static-pages/components/BylawsDocument'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/bylaws')
export const revalidate = 300

/** The by-laws (spec 001 section 2), as staff keep them in the back office. */
export default async function Page() {
  const r = routeText('/bylaws')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <BylawsDocument view={await bylawsView()} />
      </div>
    </>
  )
}
