import { PageHero } from '@/components/page/PageHero'
import { ActivitiesList } from '@/features/activities/components/ActivitiesList'
import { activitiesPage, orFallback } from '@/features/activities/queries.server'
import { paginator } from '@/lib/api/paginator'
import { routeMetadata } from '@/lib/metadata'
import { routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/activities')
export const revalidate = 300

/** The activities list (spec 000 section 2): cards with More Details; the pager past one page. */
export default async function Page() {
  const first = await orFallback('activities', () => activitiesPage(1), {
    activities: [],
    paginator: paginator('http://localhost/api/content/activities', 1, 1),
  })
  const { title, description } = routeText('/activities')
  return (
    <>
      <PageHero title={title} lede={description} />
      <section className="container section" aria-label={title}>
        <ActivitiesList initial={first} variant="list" />
      </section>
    </>
  )
}
