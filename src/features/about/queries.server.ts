import 'server-only'
import type { Locale } from '@/i18n/locales'
import { globalUntranslated, localeArgs } from '@/lib/content-locale.server'
import { payloadClient } from '@/lib/payload.server'
import { toAboutData, type AboutData } from './shape'

/** `about-us`: the about text staff edit in the back office. */
export async function aboutData(locale?: Locale): Promise<AboutData> {
  const payload = await payloadClient()
  return toAboutData(
    await payload.findGlobal({ slug: 'about-us', depth: 0, ...localeArgs(locale) }),
  )
}

/** The about texts that make it 'translated' (decision 0043). */
export const ABOUT_TEXTS = ['missionDescription', 'messageDescription'] as const

/** Whether the about text shown in `locale` is still English only (false on English pages). */
export async function aboutUntranslated(about: AboutData, locale?: Locale): Promise<boolean> {
  const shown = {
    missionDescription: about.mission_description,
    messageDescription: about.message_description,
  }
  return globalUntranslated(await payloadClient(), 'about-us', shown, ABOUT_TEXTS, locale)
}
