import type { CardProps } from '@/components/content/Card'
import { localisedPath, type Locale } from '@/i18n/locales'
import { cut, imagePath } from '@/lib/format'
import type { ActivityListItem } from './shape'

/**
 * An activity as a news-style card: tag, name, excerpt cut to 40 characters with an ellipsis,
 * and the link's `action` text (/news, /allActivities, a purpose's related activities), linking
 * to the activity's page in the list's language.
 */
export function activityNewsCard(a: ActivityListItem, action: string, locale: Locale): CardProps {
  return {
    href: localisedPath(`/activities/${a.slug}`, locale),
    title: a.name,
    image: imagePath(a.image),
    meta: a.tag,
    text: cut(a.excerpt, 40),
    action,
  }
}
