import { PageHero } from '@/components/page/PageHero'
import { ActivitiesList } from '@/features/activities/components/ActivitiesList'
import { activitiesPage, orFallback } from '@/features/activities/queries.server'
import { paginator } from '@/lib/api/paginator'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator, routeText } from '@/i18n/page-text'

export const metadata = routeMetadata('/news')
export const revalidate = 300

/**
 * The latest news/activities list (spec 001 section 2 "Lists"): cards with
 * image, tag, name, excerpt cut to 40 characters, Read More; the pager is
 * driven by the server's paginator.
 */
export default async function Page() {
  const first = await orFallback('latest news and activities', () => activitiesPage(1), {
    activities: [],
    paginator: paginator('http://localhost/api/content/activities', 1, 1),
  })
  return (
    <>
      <PageHero title={routeText('/news').title} lede={routeText('/news').description} />
      <section
        className="container section"
        aria-label={pageTranslator('news')('latestNewsAndActivities')}
      >
        <ActivitiesList initial={first} variant="news" />
      </section>
    </>
  )
}
