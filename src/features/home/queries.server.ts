import 'server-only'
import type { Locale } from '@/i18n/locales'
import { globalUntranslated, localeArgs } from '@/lib/content-locale.server'
import { payloadClient } from '@/lib/payload.server'

/** The about-us text and the home page settings, each null when it cannot be read. */
export async function homeSettings(locale?: Locale) {
  const payload = await payloadClient()
  const [about, home] = await Promise.all([
    payload.findGlobal({ slug: 'about-us', depth: 0, ...localeArgs(locale) }).catch((error) => {
      console.error('Could not load the about-us text', error)
      return null
    }),
    payload.findGlobal({ slug: 'home-page', depth: 0 }).catch((error) => {
      console.error('Could not load the home page settings', error)
      return null
    }),
  ])
  // An about text without its Arabic form yet is shown in English, marked so (decision 0043).
  const untranslated =
    about !== null &&
    (await globalUntranslated(
      payload,
      'about-us',
      about,
      ['missionDescription', 'messageDescription'],
      locale,
    ).catch(() => false))
  return { about: about && { ...about, untranslated }, home }
}

/** Donation purposes shown as 'Popular Causes' on the one-page home. */
export async function popularCauses(limit: number, locale?: Locale) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { kinds: { contains: 'donation' } },
    sort: 'order',
    limit,
    depth: 1,
    ...localeArgs(locale),
  })
  return docs
}
