import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { toAboutData, type AboutData } from './shape'

/** `about-us`: the about text staff edit in the back office. */
export async function aboutData(): Promise<AboutData> {
  const payload = await payloadClient()
  return toAboutData(await payload.findGlobal({ slug: 'about-us', depth: 0 }))
}
