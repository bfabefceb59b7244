import type { APIRequestContext, Page } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

/**
 * Issue 17 item 7 (decision 0044): /sitemap.xml and the news feeds, parsed as XML by the
 * browser's own parser, with counts compared to the published records the REST API lists to
 * anybody (drafts are not public), in both languages; every page's head links its feed.
 */
type Parsed = { error: string | null; root: string }

async function parse(page: Page, text: string) {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    const error = doc.querySelector('parsererror')?.textContent ?? null
    const sitemap = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      links: [...u.getElementsByTagName('xhtml:link')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    }))
    const channel = doc.getElementsByTagName('channel')[0]
    const feed = channel && {
      title: channel.getElementsByTagName('title')[0]?.textContent ?? '',
      language: channel.getElementsByTagName('language')[0]?.textContent ?? '',
      items: [...channel.getElementsByTagName('item')].map((i) => ({
        title: i.getElementsByTagName('title')[0]?.textContent ?? '',
        link: i.getElementsByTagName('link')[0]?.textContent ?? '',
        pubDate: i.getElementsByTagName('pubDate')[0]?.textContent ?? '',
      })),
    }
    return { error, root: doc.documentElement.nodeName, sitemap, feed } as Parsed & {
      sitemap: typeof sitemap
      feed: typeof feed
    }
  }, text)
}

const total = async (request: APIRequestContext, query: string) =>
  ((await (await request.get(`/api/${query}`)).json()) as { totalDocs: number }).totalDocs

test.describe('search engines', () => {
  test('the sitemap lists both languages of every page, article, activity and purpose', async ({
    page,
    request,
  }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('xml')
    const parsed = await parse(page, await res.text())
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('urlset')
    const locs = parsed.sitemap.map((u) => u.loc.replace(E2E.baseURL, ''))
    expect(new Set(locs).size, 'no page twice').toBe(locs.length)
    const count = (re: RegExp) => locs.filter((l) => re.test(l)).length

    const news = await total(request, 'articles?where[kind][equals]=news&limit=1&depth=0')
    const blog = await total(request, 'articles?where[kind][equals]=blog&limit=1&depth=0')
    const activities = await total(request, 'activities?limit=1&depth=0')
    const purposes = await total(
      request,
      'purposes?where[kinds][contains]=donation&limit=1&depth=0',
    )
    expect(news).toBeGreaterThan(0)
    expect(count(/^\/newEgyptNews\/[^/]+$/)).toBe(news)
    expect(count(/^\/ar\/newEgyptNews\/(?!rss)[^/]+$/)).toBe(news)
    expect(count(/^\/blog-detail\/[^/]+$/)).toBe(blog)
    expect(count(/^\/ar\/blog-detail\/[^/]+$/)).toBe(blog)
    expect(count(/^\/activities\/[^/]+$/)).toBe(activities)
    expect(count(/^\/ar\/activities\/[^/]+$/)).toBe(activities)
    expect(count(/^\/donationServices\/\d+$/)).toBe(purposes)
    expect(count(/^\/ar\/donationServices\/\d+$/)).toBe(purposes)
    // The fixed pages in both languages; personal and staff pages are left out.
    for (const path of ['', '/ar', '/boards', '/ar/boards', '/caseSearchFormEn', '/caseSearchForm'])
      expect(locs, path).toContain(path)
    for (const path of ['/voteForm', '/ar/voteForm', '/donor', '/login', '/caseStatus'])
      expect(locs, path).not.toContain(path)

    // Each entry names both languages and x-default; content pages carry their last change.
    const article = parsed.sitemap.find((u) =>
      u.loc.endsWith('/ar/newEgyptNews/egyptian-volunteer-day-6-september-2025'),
    )!
    expect(Object.fromEntries(article.links)).toEqual({
      en: `${E2E.baseURL}/newEgyptNews/egyptian-volunteer-day-6-september-2025`,
      ar: `${E2E.baseURL}/ar/newEgyptNews/egyptian-volunteer-day-6-september-2025`,
      'x-default': `${E2E.baseURL}/newEgyptNews/egyptian-volunteer-day-6-september-2025`,
    })
    expect(Date.parse(article.lastmod ?? '')).toBeGreaterThan(0)
    expect(parsed.sitemap.every((u) => u.links.length === 3)).toBe(true)
  })

  test('each language has an RSS feed of the published news, linked from its pages', async ({
    page,
    request,
  }) => {
    const news = await total(request, 'articles?where[kind][equals]=news&limit=1&depth=0')
    for (const [path, lang, list] of [
      ['/newEgyptNews/rss.xml', 'en', '/newEgyptNews'],
      ['/ar/newEgyptNews/rss.xml', 'ar', '/ar/newEgyptNews'],
    ] as const) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      expect(res.headers()['cache-control']).toContain('s-maxage=300')
      const parsed = await parse(page, await res.text())
      expect(parsed.error, path).toBeNull()
      expect(parsed.root).toBe('rss')
      expect(parsed.feed?.language).toBe(lang)
      expect(parsed.feed?.items).toHaveLength(Math.min(news, 50))
      const prefix = `${E2E.baseURL}${lang === 'ar' ? '/ar' : ''}/newEgyptNews/`
      expect(parsed.feed!.items.every((i) => i.link.startsWith(prefix))).toBe(true)
      const dates = parsed.feed!.items.map((i) => Date.parse(i.pubDate))
      expect(dates.every((d) => d > 0)).toBe(true)
      expect(
        [...dates].sort((a, b) => b - a),
        'newest first',
      ).toEqual(dates)
      if (lang === 'ar') expect(parsed.feed?.title).toMatch(/مؤسسة مصر الجديدة$/)

      await page.goto(list)
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', `${E2E.baseURL}${path}`)
    }
  })
})
