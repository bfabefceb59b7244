import type { Metadata } from 'next'
import { buildMetadata } from '@/lib/metadata'
import type { ActivityDetail } from './shape'

/**
 * An activity page's title, description and image (spec 001 section 4: from
 * its meta fields, else its name, excerpt and image). Like every page, its
 * title ends in the site name once (buildMetadata drops one typed by staff).
 */
export function activityMetadata(a: ActivityDetail): Metadata {
  return buildMetadata({
    title: a.meta_title || a.name,
    description: a.meta_description || a.excerpt || a.name,
    path: `/activities/${a.slug}`,
    image: a.meta_image ?? a.image,
    type: 'article',
  })
}
