import { PageHero } from '@/components/page/PageHero'
import { ContactSection } from '@/features/contact/components/ContactSection'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata = routeMetadata('/contactus')

/** Contact (spec 001 section 2, "Contact page/section"). */
export default function Page() {
  const r = routeText('/contactus')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <PageMessages namespaces={['contact']}>
          <ContactSection />
        </PageMessages>
      </div>
    </>
  )
}
