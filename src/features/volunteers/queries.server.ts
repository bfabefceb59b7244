import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs } from '@/lib/content-locale.server'
import { paginator, type Paginator } from '@/lib/api/paginator'
import { siteUrl } from '@/lib/env'
import { findPage } from '@/lib/find-page'
import { payloadClient } from '@/lib/payload.server'
import type { Volunteer } from '@/payload-types'
import { toVolunteerListItem, type VolunteerListItem } from './shape'

/** Team cards per page of `get-all-volunteers?page={n}` and /team. */
export const VOLUNTEERS_PAGE_SIZE = 8

/** The first volunteers of the team as Payload documents (the home page's slider). */
export async function teamVolunteers(limit: number, locale?: Locale) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'volunteers',
    sort: ['order', 'id'],
    limit,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs
}

/** One page of `get-all-volunteers?page={n}`: data.volunteers and data.paginator. */
export async function volunteersPage(
  page: number,
  /** The request's query string, kept in the paginator's links. */
  search = '',
  locale?: Locale,
): Promise<{ volunteers: VolunteerListItem[]; paginator: Paginator }> {
  const payload = await payloadClient()
  const res = await findPage<Volunteer>(payload, {
    collection: 'volunteers',
    sort: ['order', 'id'],
    page,
    limit: VOLUNTEERS_PAGE_SIZE,
    depth: 1,
    ...localeArgs(locale),
  })
  const origin = siteUrl()
  return {
    volunteers: res.docs.map((v) => toVolunteerListItem(v, origin)),
    paginator: paginator(
      `${siteUrl()}/api/content/get-all-volunteers${search}`,
      page,
      res.totalPages,
    ),
  }
}
