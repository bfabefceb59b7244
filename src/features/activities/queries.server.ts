import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs, untranslatedIds } from '@/lib/content-locale.server'
import type { Where } from 'payload'
import { paginator, type Paginator } from '@/lib/api/paginator'
import { siteUrl } from '@/lib/env'
import { findPage } from '@/lib/find-page'
import { parseSlug } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'
import type { Activity } from '@/payload-types'
import {
  toActivityDetail,
  toActivityListItem,
  toEventSummary,
  type ActivityDetail,
  type ActivityListItem,
  type EventSummary,
} from './shape'

/**
 * Page size of the activities list (`activities?page={n}`). The spec's constant 25 "exists but is
 * not used by the API"; 6 fills two rows of the three-column grid.
 */
export const ACTIVITIES_PAGE_SIZE = 6
/** How many activities `latest-activities` gives. */
export const LATEST_ACTIVITIES = 6

/** Newest first; the id keeps pages stable when two activities start on the same day. */
const NEWEST: string[] = ['-startDate', '-id']

export async function findActivity(by: { slug: string } | { id: number }, locale?: Locale) {
  // A slug that cannot be one (a NUL byte fails in PostgreSQL with a 500) finds nothing.
  if ('slug' in by && !parseSlug(by.slug)) return null
  const payload = await payloadClient()
  const where: Where = 'slug' in by ? { slug: { equals: by.slug } } : { id: { equals: by.id } }
  const { docs } = await payload.find({
    collection: 'activities',
    where,
    limit: 1,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs[0] ?? null
}

/** The newest activities as Payload documents (the home page's slider). */
export async function latestActivities(limit: number, locale?: Locale) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'activities',
    sort: NEWEST,
    limit,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs
}

/** The volunteer team (the home page's slider); the /team page reads it page by page. */
export { teamVolunteers } from '@/features/volunteers/queries.server'

/** One page of `activities?page={n}`: data.activities and data.paginator. */
export async function activitiesPage(
  page: number,
  /** The request's query string, kept in the paginator's links. */
  search = '',
  locale?: Locale,
): Promise<{ activities: ActivityListItem[]; paginator: Paginator }> {
  const payload = await payloadClient()
  const res = await findPage<Activity>(payload, {
    collection: 'activities',
    sort: NEWEST,
    page,
    limit: ACTIVITIES_PAGE_SIZE,
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return {
    activities: res.docs.map((a) => toActivityListItem(a, origin)),
    paginator: paginator(`${siteUrl()}/api/content/activities${search}`, page, res.totalPages),
  }
}

/** An activity in the API's detail shape, by slug or id, or null. */
export async function activityDetail(
  by: { slug: string } | { id: number },
  locale?: Locale,
): Promise<{ activity: ActivityDetail; summary: EventSummary } | null> {
  const doc = await findActivity(by, locale)
  if (!doc) return null
  return { activity: toActivityDetail(doc, siteUrl()), summary: toEventSummary(doc) }
}

/** Which of the activities shown in `locale` are still English only (none on English pages). */
export async function untranslatedActivities(
  activities: readonly { id: number; name?: string | null; excerpt?: string | null }[],
  locale?: Locale,
) {
  return untranslatedIds(
    await payloadClient(),
    'activities',
    activities,
    ['name', 'excerpt'],
    locale,
  )
}

/** Whether an activity shown in `locale` is still English only (false on English pages). */
export async function activityUntranslated(
  activity: Pick<ActivityDetail, 'id' | 'name' | 'excerpt'>,
  locale?: Locale,
): Promise<boolean> {
  const fields = ['name', 'excerpt']
  return (
    await untranslatedIds(await payloadClient(), 'activities', [activity], fields, locale)
  ).has(activity.id)
}

/** The event summary of an activity by id, or null when there is no such activity. */
export async function eventSummary(id: number): Promise<EventSummary | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'activities',
    where: { id: { equals: id } },
    select: { summary: true },
    limit: 1,
    depth: 0,
  })
  return docs[0] ? toEventSummary(docs[0] as Parameters<typeof toEventSummary>[0]) : null
}

/**
 * `latest-activities`: the newest activities. `latest-activities/{slug}`: the newest activities
 * other than that one (what an activity's page shows beside itself); null for an unknown slug.
 */
export async function latestActivityItems(
  exceptSlug?: string,
  locale?: Locale,
): Promise<ActivityListItem[] | null> {
  if (exceptSlug !== undefined && !parseSlug(exceptSlug)) return null
  const payload = await payloadClient()
  if (exceptSlug !== undefined) {
    const known = await payload.count({
      collection: 'activities',
      where: { slug: { equals: exceptSlug } },
    })
    if (known.totalDocs === 0) return null
  }
  const { docs } = await payload.find({
    collection: 'activities',
    where: exceptSlug === undefined ? undefined : { slug: { not_equals: exceptSlug } },
    sort: NEWEST,
    limit: LATEST_ACTIVITIES,
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return docs.map((a) => toActivityListItem(a, origin))
}

/** The activities related to a purpose (`purposes/{id}/activities`), newest first. */
export async function activitiesOfPurpose(
  purposeId: number,
  locale?: Locale,
): Promise<ActivityListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'activities',
    where: { purposes: { in: [purposeId] } },
    sort: NEWEST,
    limit: 0,
    pagination: false,
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return docs.map((a) => toActivityListItem(a, origin))
}

export { orFallback } from '@/lib/or-empty'
