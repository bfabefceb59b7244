import { pageLocale } from '@/i18n/server'
import type { ReactNode } from 'react'
import {
  activityDetail,
  activityUntranslated,
  latestActivityItems,
  orFallback,
} from '../queries.server'
import { ActivityDetailView } from './ActivityDetailView'

type FoundActivity = NonNullable<Awaited<ReturnType<typeof activityDetail>>>

/**
 * An activity's page once its record is found: the same body whether it was reached by slug
 * (/activities/{slug}) or by the spec's id (/activity-detail/{id}).
 */
export async function ActivityDetailPage({
  found,
  donationBox,
}: {
  found: FoundActivity
  donationBox: ReactNode
}) {
  const locale = pageLocale()
  const [latest, untranslated] = await Promise.all([
    orFallback('latest activities', () => latestActivityItems(found.activity.slug, locale), []),
    activityUntranslated(found.activity, locale),
  ])
  return (
    <ActivityDetailView
      {...found}
      latest={latest ?? []}
      donationBox={donationBox}
      untranslated={untranslated}
    />
  )
}
