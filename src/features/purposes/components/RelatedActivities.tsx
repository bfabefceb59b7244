import { Card, CardGrid } from '@/components/content/Card'
import { activityNewsCard } from '@/features/activities/card'
import { activitiesOfPurpose, orFallback } from '@/features/activities/queries.server'
import { pageTranslator } from '@/i18n/page-text'
import { pageLocale } from '@/i18n/server'

/**
 * The activities related to a purpose, loaded after the purpose (spec 001
 * section 4): the page streams it behind a loading indicator.
 */
export async function RelatedActivities({ purposeId }: { purposeId: number }) {
  const activities = await orFallback(
    'related activities',
    () => activitiesOfPurpose(purposeId),
    [],
  )
  if (activities.length === 0) return null
  const t = pageTranslator('purposes')
  return (
    <section aria-labelledby="related-title" data-section="activities">
      <h2 id="related-title">{t('related')}</h2>
      <CardGrid>
        {activities.map((a) => (
          <Card key={a.id} {...activityNewsCard(a, t('moreDetails'), pageLocale())} />
        ))}
      </CardGrid>
    </section>
  )
}
