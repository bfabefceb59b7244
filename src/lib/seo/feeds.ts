import { localisedPath, type Locale } from '@/i18n/locales'

/**
 * The news feeds (issue 17 item 7, decision 0044): /newEgyptNews/rss.xml in English and
 * /ar/newEgyptNews/rss.xml in Arabic, beside the news list they follow.
 */
export const feedPath = (locale: Locale) => `${localisedPath('/newEgyptNews', locale)}/rss.xml`

const FEED_TITLES: Record<Locale, string> = {
  en: 'New Egypt Foundation news',
  ar: 'أخبار مؤسسة مصر الجديدة',
}

/** The `alternates.types` of a page's metadata: its language's feed, linked from the head. */
export const feedLink = (locale: Locale) => ({
  'application/rss+xml': [{ url: feedPath(locale), title: FEED_TITLES[locale] }],
})
