import type { Metadata } from 'next'
import { buildMetadata } from '@/lib/metadata'
import type { ActivityDetail } from './shape'

/**
 * An activity page's title, description and image (spec 001 section 4: from
 * its meta fields, else its name, excerpt and image). A meta title written by
 * staff is used as it is, without the site name appended.
 */
export function activityMetadata(a: ActivityDetail): Metadata {
  return buildMetadata({
    title: a.meta_title || a.name,
    absoluteTitle: Boolean(a.meta_title),
    description: a.meta_description || a.excerpt || a.name,
    path: `/activities/${a.slug}`,
    image: a.meta_image ?? a.image,
    type: 'article',
  })
}
