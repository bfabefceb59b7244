import 'server-only'
import { payloadClient } from '@/lib/payload.server'

/** The about-us text and the home page settings, each null when it cannot be read. */
export async function homeSettings() {
  const payload = await payloadClient()
  const [about, home] = await Promise.all([
    payload.findGlobal({ slug: 'about-us', depth: 0 }).catch((error) => {
      console.error('Could not load the about-us text', error)
      return null
    }),
    payload.findGlobal({ slug: 'home-page', depth: 0 }).catch((error) => {
      console.error('Could not load the home page settings', error)
      return null
    }),
  ])
  return { about, home }
}

/** Donation purposes shown as 'Popular Causes' on the one-page home. */
export async function popularCauses(limit: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { kinds: { contains: 'donation' } },
    sort: 'order',
    limit,
    depth: 1,
  })
  return docs
}
