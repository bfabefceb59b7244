import 'server-only'
import type { Locale } from '@/i18n/locales'
import { contentLocale, localeArgs } from '@/lib/content-locale.server'
import { payloadClient } from '@/lib/payload.server'
import { bylaws as adoptedText } from '@/content/bylaws'
import { toBylawsView, type BylawsView } from './bylaws'

/**
 * The by-laws staff edit in the back office (the `bylaws` global). Until the
 * global holds articles (a database not seeded yet), or when it cannot be
 * read, the page shows the foundation's adopted text (src/content/bylaws.ts). In Arabic, a section whose
 * body has no Arabic yet shows the English one, marked so (decision 0043), and the anchors stay
 * the English page's.
 */
export async function bylawsView(locale?: Locale): Promise<BylawsView> {
  try {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'bylaws', depth: 0, ...localeArgs(locale) })
    if (!doc.articles?.length) return toBylawsView(adoptedText)
    if (contentLocale(locale) === 'en') return toBylawsView(doc)
    const read = { slug: 'bylaws', depth: 0, overrideAccess: true } as const
    const [english, arabic] = await Promise.all([
      payload.findGlobal({ ...read, locale: 'en' }),
      payload.findGlobal({ ...read, locale: 'ar', fallbackLocale: false }),
    ])
    const blank = (v?: string | null) => !v?.trim()
    const articles = doc.articles.map((a, i) => ({
      ...a,
      sections: a.sections.map((s, j) => ({
        ...s,
        english: !blank(s.body) && blank(arabic.articles?.[i]?.sections?.[j]?.body),
      })),
    }))
    const view = toBylawsView(
      { ...doc, articles },
      english.articles?.map((a) => a.title),
    )
    const untranslated = articles.some((a) => a.sections.some((s) => s.english))
    return { ...view, untranslated }
  } catch (error) {
    console.error('[content] loading the bylaws failed:', error)
  }
  return toBylawsView(adoptedText)
}
