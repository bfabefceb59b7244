import { imageUrl } from '@/lib/media'
import { absoluteUrl } from '@/lib/site-path'
import type { Activity } from '@/payload-types'
import { datePart } from '@/lib/format'

/**
 * The content API's activity shapes (spec 000 section 3 "Activity (list)",
 * spec 001 section 3 "Activity" and "Activity summary"): snake_case field
 * names, images as absolute URLs. Pages render from the same shapes, so the
 * browser's pagers and the server's first render agree.
 */
export interface ActivityListItem {
  id: number
  slug: string
  name: string
  excerpt: string | null
  image: string | null
  tag: string | null
}

export interface ActivityDetail extends ActivityListItem {
  images: { url: string }[]
  details: { details: string }[]
  budget: number | null
  target: number | null
  start_date: string | null
  start_at: string | null
  end_date: string | null
  end_at: string | null
  meta_title: string | null
  meta_description: string | null
  meta_image: string | null
}

export interface EventSummary {
  total_money_collected: number | null
  number_of_attendees: number | null
  number_of_donations: number | null
  total_expenses: number | null
  net_funds_raised: number | null
  event_date: string | null
}

export { absoluteUrl }

const num = (v: number | null | undefined) => (typeof v === 'number' ? v : null)
const text = (v: string | null | undefined) => (v ? v : null)

export function toActivityListItem(a: Activity, origin: string): ActivityListItem {
  return {
    id: a.id,
    slug: a.slug ?? String(a.id),
    name: a.name,
    excerpt: text(a.excerpt),
    image: imageUrl(a.image, origin, 'card'),
    tag: text(a.tag),
  }
}

export function toActivityDetail(a: Activity, origin: string): ActivityDetail {
  return {
    ...toActivityListItem(a, origin),
    image: imageUrl(a.image, origin),
    images: (a.images ?? [])
      .map((m) => imageUrl(m, origin))
      .filter((url): url is string => url !== null)
      .map((url) => ({ url })),
    // A row's text is required in English only (decision 0043); a blank one is left out.
    details: (a.details ?? []).flatMap((d) => (d.text ? [{ details: d.text }] : [])),
    budget: num(a.budget),
    target: num(a.target),
    start_date: datePart(a.startDate),
    start_at: text(a.startAt),
    end_date: datePart(a.endDate),
    end_at: text(a.endAt),
    meta_title: text(a.meta?.title),
    meta_description: text(a.meta?.description),
    meta_image: imageUrl(a.meta?.image, origin),
  }
}

export function toEventSummary(a: Activity): EventSummary {
  const s = a.summary ?? {}
  return {
    total_money_collected: num(s.totalMoneyCollected),
    number_of_attendees: num(s.numberOfAttendees),
    number_of_donations: num(s.numberOfDonations),
    total_expenses: num(s.totalExpenses),
    net_funds_raised: num(s.netFundsRaised),
    event_date: datePart(s.eventDate),
  }
}
