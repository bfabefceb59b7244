import { Card, CardGrid } from '@/components/content/Card'
import { PageHero } from '@/components/page/PageHero'
import { activityNewsCard } from '@/features/activities/card'
import { latestActivityItems, orFallback } from '@/features/activities/queries.server'
import { PurposeGrid } from '@/features/purposes/components/PurposeCard'
import { purposeItems } from '@/features/purposes/queries.server'
import { routeMetadata } from '@/lib/metadata'
import { pageTranslator, routeText } from '@/i18n/page-text'
import { pageLocale } from '@/i18n/server'

export const metadata = routeMetadata('/allActivities')
export const revalidate = 300

/**
 * All activities (spec 001 section 2 "Lists"): the causes (donation purposes)
 * and the latest activities, whose excerpts are cut to 40 characters with an ellipsis.
 */
export default async function Page() {
  const [causes, latest] = await Promise.all([
    orFallback('causes', purposeItems, []),
    orFallback('latest activities', () => latestActivityItems(), []),
  ])
  const t = pageTranslator('activities')
  return (
    <>
      <PageHero
        title={routeText('/allActivities').title}
        lede={routeText('/allActivities').description}
      />
      <section className="container section" aria-labelledby="causes-title">
        <h2 id="causes-title">{t('popularCauses')}</h2>
        <PurposeGrid purposes={causes} />
      </section>
      <section className="container section" aria-labelledby="latest-title">
        <h2 id="latest-title">{t('latest')}</h2>
        {(latest ?? []).length === 0 ? <p>{t('none')}</p> : null}
        <CardGrid>
          {(latest ?? []).map((a) => (
            <Card key={a.id} {...activityNewsCard(a, t('readMore'), pageLocale())} />
          ))}
        </CardGrid>
      </section>
    </>
  )
}
