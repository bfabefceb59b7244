import type { CardProps } from '@/components/content/Card'
import { cut, imagePath } from '@/lib/format'
import type { ActivityListItem } from './shape'

/**
 * An activity as a news-style card: tag, name, excerpt cut to 40 characters with an ellipsis,
 * and the link's `action` text (/news, /allActivities, a purpose's related activities).
 */
export function activityNewsCard(a: ActivityListItem, action: string): CardProps {
  return {
    href: `/activities/${a.slug}`,
    title: a.name,
    image: imagePath(a.image),
    meta: a.tag,
    text: cut(a.excerpt, 40),
    action,
  }
}
