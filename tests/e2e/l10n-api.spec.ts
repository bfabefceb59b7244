import type { APIRequestContext } from '@playwright/test'
import { about } from '../../src/seed/data/about'
import { activities } from '../../src/seed/data/activities'
import { arabicAbout, arabicActivities } from '../../src/seed/data/arabic-content'
import { arabicNews } from '../../src/seed/data/arabic-news'
import { expect, test } from './fixtures'

/**
 * The content API in the `lang` header's language (issue 17, item 4; decision 0043): with
 * `lang: ar` every content endpoint answers with the seed's Arabic where it exists and English
 * where a record has none yet, and says `Vary: lang`; without the header, English as before.
 */
const ARABIC = /[\u0600-\u06FF]/
const AR = { headers: { lang: 'ar' } }
const NEWEST_NEWS = 'partnership-for-childrens-heart-surgery'
const OLD_BLOG = 'a-day-on-a-medical-convoy'
const ACTIVITY = activities[0]!.slug

async function both(request: APIRequestContext, path: string) {
  const [en, ar] = await Promise.all([request.get(path), request.get(path, AR)])
  expect(en.status(), `${path} in English`).toBe(200)
  expect(ar.status(), `${path} in Arabic`).toBe(200)
  expect(ar.headers().vary ?? '', `${path} varies by lang`).toMatch(/\blang\b/i)
  expect(en.headers().vary ?? '', `${path} varies by lang`).toMatch(/\blang\b/i)
  return {
    en: ((await en.json()) as { data: unknown }).data,
    ar: ((await ar.json()) as { data: unknown }).data,
  }
}
const text = (v: unknown) => JSON.stringify(v)

test.describe('the content API with lang: ar', () => {
  test('about-us, activities, volunteers, clubs and board members answer in Arabic', async ({
    request,
  }) => {
    const aboutUs = await both(request, '/api/content/about-us')
    expect(aboutUs.en).toMatchObject({ mission_description: about.mission_description })
    expect(aboutUs.ar).toMatchObject({ mission_description: arabicAbout.missionDescription })

    const list = await both(request, '/api/content/activities?page=1')
    expect(text(list.en)).not.toMatch(ARABIC)
    expect(text(list.ar)).toMatch(ARABIC)

    const bySlug = await both(request, `/api/content/activities/${ACTIVITY}`)
    const detail = bySlug.ar as { activities: { id: number; name: string } }
    expect(detail.activities.name).toBe(arabicActivities[ACTIVITY]!.name)
    expect((bySlug.en as typeof detail).activities.name).toBe(activities[0]!.name)
    const byId = await both(request, `/api/content/activities/${detail.activities.id}`)
    expect((byId.ar as { name: string }).name).toBe(arabicActivities[ACTIVITY]!.name)

    for (const path of [
      '/api/content/latest-activities',
      `/api/content/latest-activities/${ACTIVITY}`,
    ]) {
      const latest = await both(request, path)
      expect(text(latest.ar), path).toMatch(ARABIC)
      expect(text(latest.en), path).not.toMatch(ARABIC)
    }

    const team = await both(request, '/api/content/get-all-volunteers?page=1')
    expect(text(team.ar)).toMatch(ARABIC)
    expect(text(team.en)).not.toMatch(ARABIC)

    const clubs = await both(request, '/api/content/get-clubs')
    expect(text(clubs.ar)).toMatch(ARABIC)
    expect(text(clubs.en)).not.toMatch(ARABIC)
    await both(request, '/api/content/boards/11')
    const members = await both(request, '/api/content/board-members/11/3')
    expect(text(members.ar)).toMatch(ARABIC) // the roles
    expect(text(members.en)).not.toMatch(ARABIC)
  })

  test('purposes, donation purposes and news answer in Arabic, older news in English', async ({
    request,
  }) => {
    const purposes = await both(request, '/api/content/case-purposes')
    const first = (purposes.ar as { id: number; name: string; description: string }[])[0]!
    expect(first.name).toMatch(ARABIC)
    expect(first.description).toMatch(ARABIC)
    expect(text(purposes.en)).not.toMatch(ARABIC)
    const detail = await both(request, `/api/content/case-purposes/${first.id}`)
    expect((detail.ar as { name: string }).name).toBe(first.name)
    const related = await both(request, `/api/content/purposes/${first.id}/activities`)
    expect(text(related.en)).not.toMatch(ARABIC)
    const donation = await both(request, '/api/donation/get-case-purposes')
    expect(text(donation.ar)).toMatch(ARABIC)
    expect(text(donation.en)).not.toMatch(ARABIC)

    const news = await both(request, '/api/content/news?page=1')
    const items = (news.ar as { news: { slug: string; title: string }[] }).news
    expect(items[0]!.title).toBe(arabicNews[items[0]!.slug]!.title)
    expect(text(news.en)).not.toMatch(ARABIC)
    // Page 2 holds older news without Arabic yet: English, not an empty answer.
    const older = await both(request, '/api/content/news?page=2')
    expect((older.en as { news: unknown[] }).news.length).toBeGreaterThan(0)
    expect(text(older.ar)).toBe(text(older.en))

    const article = await both(request, `/api/content/news/${NEWEST_NEWS}`)
    expect(text(article.ar)).toContain(arabicNews[NEWEST_NEWS]!.title)
    expect(text(article.en)).not.toMatch(ARABIC)
  })

  test('the news service answers in Arabic, an untranslated blog in English', async ({
    request,
  }) => {
    const blog = await both(request, `/api/news-service/blogs/${NEWEST_NEWS}`)
    expect(text(blog.ar)).toContain(arabicNews[NEWEST_NEWS]!.title)
    const untranslated = await both(request, `/api/news-service/blogs/${OLD_BLOG}`)
    expect(text(untranslated.ar)).toBe(text(untranslated.en))
    for (const path of [
      '/api/news-service/categories',
      '/api/news-service/categories/general-news',
      '/api/news-service/groupedBlogs',
    ]) {
      const answer = await both(request, path)
      expect(text(answer.ar), path).toMatch(ARABIC)
      expect(text(answer.en), path).not.toMatch(ARABIC)
    }
  })

  test('lang: en and an unknown lang give the English answers', async ({ request }) => {
    for (const lang of ['en', 'fr', '']) {
      const res = await request.get('/api/content/about-us', { headers: { lang } })
      expect(((await res.json()) as { data: { title: string } }).data.title).toBe(about.title)
    }
  })
})
