import { payloadClient } from '@/lib/payload.server'
import { newsFeed } from '@/lib/seo/site-index.server'

/** /ar/newEgyptNews/rss.xml: the news in Arabic as RSS (issue 17 item 7); cached like the pages. */
export const revalidate = 300

export async function GET() {
  return newsFeed(await payloadClient(), 'ar')
}
