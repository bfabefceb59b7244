import { PageHero } from '@/components/page/PageHero'
import { ContactSection } from '@/features/contact/components/ContactSection'
import { routeMetadata } from '@/lib/metadata'
import { routeInfo } from '@/lib/routes'

export const metadata = routeMetadata('/contactus')

/** Contact (spec 001 section 2, "Contact page/section"). */
export default function Page() {
  const r = routeInfo('/contactus')
  return (
    <>
      <PageHero title={r.title} lede={r.description} />
      <div className="container section">
        <ContactSection />
      </div>
    </>
  )
}
