import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localeArgs } from '@/lib/content-locale.server'
import { payloadClient } from '@/lib/payload.server'
import { bylaws as seedText } from '@/seed/data/bylaws'
import { toBylawsView, type BylawsView } from './bylaws'

/**
 * The by-laws staff edit in the back office (the `bylaws` global). Until the
 * global holds articles (a database not seeded yet), or when it cannot be
 * read, the page shows the foundation's adopted text from the seed.
 */
export async function bylawsView(locale?: Locale): Promise<BylawsView> {
  try {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'bylaws', depth: 0, ...localeArgs(locale) })
    if (doc.articles?.length) return toBylawsView(doc)
  } catch (error) {
    console.error('[content] loading the bylaws failed:', error)
  }
  return toBylawsView(seedText)
}
