import type { MetadataRoute } from 'next'
import { payloadClient } from '@/lib/payload.server'
import { sitemap as siteIndex } from '@/lib/seo/site-index.server'

/** /sitemap.xml (issue 17 item 7): both languages' pages with their alternates; cached like the pages. */
export const revalidate = 300

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return siteIndex(await payloadClient())
}
