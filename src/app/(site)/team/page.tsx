import { PageHero } from '@/components/page/PageHero'
import { orFallback } from '@/features/activities/queries.server'
import { TeamList } from '@/features/volunteers/components/TeamList'
import { volunteersPage } from '@/features/volunteers/queries.server'
import { paginator } from '@/lib/api/paginator'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator } from '@/i18n/page-text'

export const metadata = routeMetadata('/team')
export const revalidate = 300

/** The team page: a hero titled Team, then 'Our Volunteers' (spec 000 section 2). */
export default async function Page() {
  const first = await orFallback('volunteers', () => volunteersPage(1), {
    volunteers: [],
    paginator: paginator('http://localhost/api/content/get-all-volunteers', 1, 1),
  })
  const t = pageTranslator('aboutPage')
  const home = pageTranslator('home')
  return (
    <>
      <PageHero title={t('team')} />
      <section className="container section" aria-labelledby="volunteers-title">
        <h2 id="volunteers-title">{home('ourVolunteers')}</h2>
        <TeamList
          initial={first}
          texts={{ loading: t('teamLoading'), none: t('noVolunteers'), pages: t('volunteerPages') }}
        />
      </section>
    </>
  )
}
