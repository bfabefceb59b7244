import 'server-only'
import {
  latestActivities,
  teamVolunteers,
  untranslatedActivities,
} from '@/features/activities/queries.server'
import { firstWords, truncate } from '@/features/news/format'
import { latestArticles, untranslatedArticles } from '@/features/news/queries.server'
import { formatFullDate } from '@/i18n/format'
import { localisedPath, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/server'
import { mediaUrl } from '@/lib/media'
import { SLIDER_ITEMS } from './constants'
import type { HomeSlides } from './slides'

/**
 * The cards of the home's sliders in `locale`: the latest news, the latest activities and team
 * volunteers, SLIDER_ITEMS of each. A failed query throws: the answer is then not cached and
 * the slider offers to try again, where an empty list would be kept for five minutes.
 */
export async function homeSlides(locale: Locale): Promise<HomeSlides> {
  const [news, activities, volunteers] = await Promise.all([
    latestArticles('news', SLIDER_ITEMS, locale),
    latestActivities(SLIDER_ITEMS, locale),
    teamVolunteers(SLIDER_ITEMS, locale),
  ])
  const t = translator(locale, 'home')
  // Cards of records with no Arabic yet are marked so on /ar (none on English pages).
  const englishNote = translator(locale, 'common')('englishCard')
  const [englishNews, englishActivities] = await Promise.all([
    untranslatedArticles(news, locale),
    untranslatedActivities(activities, locale),
  ])
  const path = (p: string) => localisedPath(p, locale)
  return {
    news: news.map((a) => ({
      key: a.id,
      href: path(`/newEgyptNews/${a.slug}`),
      title: truncate(a.title, 100),
      image: mediaUrl(a.thumbnail, 'thumb'),
      text: truncate(a.excerpt, 150),
      meta: formatFullDate(a.date, locale) ?? '',
      action: t('readMore'),
      englishNote: englishNews.has(a.id) ? englishNote : undefined,
    })),
    activities: activities.map((a) => ({
      key: a.id,
      href: path(`/activities/${a.slug}`),
      title: truncate(a.name, 55),
      image: mediaUrl(a.image, 'thumb'),
      text: truncate(a.excerpt, 120),
      meta: a.tag,
      action: t('moreDetails'),
      englishNote: englishActivities.has(a.id) ? englishNote : undefined,
    })),
    volunteers: volunteers.map((v) => ({
      key: v.id,
      href: path('/team'),
      title: firstWords(v.fullnameEn, 3),
      // Volunteers' names are stored in Latin letters only (fullnameEn).
      titleLang: 'en' as const,
      image: mediaUrl(v.image, 'thumb') ?? '/images/default-avatar.webp',
      meta: v.job,
      action: t('meetTeam'),
    })),
  }
}
