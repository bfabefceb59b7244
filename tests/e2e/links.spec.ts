import type { APIRequestContext } from '@playwright/test'
import { siteRoutes, type SiteRoute } from '../../src/lib/routes'
import { expect, test } from './fixtures'
import { resolveSample } from './route-samples'

/**
 * The link crawl (issue 16): every link of every page of the route table is
 * followed once with the request API, and none may lead to a 404, a server
 * error, or the home page by way of the unknown-path redirect (a link to a
 * path outside the route table). Bounded so it stays fast.
 */
const MAX_LINKS = 600
const IN_PARALLEL = 6
/** The spec's target after a case submission or a vote: an unknown path that lands home on purpose. */
const HOME_BY_DESIGN = new Set(['/home'])

/** Same-site links of a page's server HTML: pages and API reads, not build assets or the back office. */
function linksOf(html: string): string[] {
  const found: string[] = []
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const url = new URL(href, 'http://site')
    if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/_next')) continue
    found.push(`${url.pathname}${url.search}`)
  }
  return found
}

async function check(request: APIRequestContext, link: string): Promise<string | null> {
  const res = await request.get(link)
  const landed = new URL(res.url()).pathname
  if (res.status() === 404 || res.status() >= 500) return `${link} answers ${res.status()}`
  if (landed === '/' && new URL(link, 'http://site').pathname !== '/' && !HOME_BY_DESIGN.has(link))
    return `${link} is not a page (redirected home)`
  return null
}

test('no link of any page of the route table is dead', async ({ request }) => {
  test.setTimeout(180_000)
  const foundOn = new Map<string, string>()
  for (const route of siteRoutes as readonly SiteRoute[]) {
    const path = await resolveSample(route, request)
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    for (const link of linksOf(await res.text())) if (!foundOn.has(link)) foundOn.set(link, path)
  }
  const links = [...foundOn.keys()]
  expect(links.length, 'the pages link somewhere').toBeGreaterThan(50)
  expect(links.length, 'the crawl stays bounded').toBeLessThanOrEqual(MAX_LINKS)

  const dead: string[] = []
  for (let i = 0; i < links.length; i += IN_PARALLEL) {
    const batch = links.slice(i, i + IN_PARALLEL)
    const results = await Promise.all(batch.map((link) => check(request, link)))
    results.forEach((problem, j) => {
      if (problem) dead.push(`${problem} (linked from ${foundOn.get(batch[j]!)})`)
    })
  }
  expect(dead).toEqual([])
})

test('the crawl itself sees a dead link', async ({ request }) => {
  expect(await check(request, '/newEgyptNews/no-such-article')).toMatch(/answers 404/)
  expect(await check(request, '/no-such-page')).toMatch(/redirected home/)
  expect(await check(request, '/newEgyptNews')).toBeNull()
  expect(linksOf('<a class="x" href="/a?b=1&amp;c=2">x</a><a href="https://e.org/">e</a>')).toEqual(
    ['/a?b=1&c=2'],
  )
})
