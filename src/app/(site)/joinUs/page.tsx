import { PageHero } from '@/components/page/PageHero'
import { VolunteerForm } from '@/features/volunteers/components/VolunteerForm'
import { VOLUNTEER_SUBTITLE } from '@/features/volunteers/schema'
import { routeMetadata } from '@/lib/metadata'
import { routeInfo } from '@/lib/routes'

export const metadata = routeMetadata('/joinUs')

/** 'Volunteer With Us' (spec 000 section 2, "Volunteer screen"). */
export default function Page() {
  return (
    <>
      <PageHero title={routeInfo('/joinUs').title} lede={VOLUNTEER_SUBTITLE} />
      <div className="container section">
        <VolunteerForm />
      </div>
    </>
  )
}
