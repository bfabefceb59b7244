import type { Page } from '@playwright/test'
import type { HomeSlides, SlideKind } from '../../src/features/home/slides'
import { expect, test } from './fixtures'
import { auth, staffToken } from './staff-api'
import { cachedAnswer } from './cached-answer'

/**
 * The home's three sliders (decision 0071): the page's first document says how many cards each
 * has, and the cards come in one cached answer when the first slider nears the screen.
 */
const SLIDERS: readonly { kind: SlideKind; title: string }[] = [
  { kind: 'news', title: 'Latest News' },
  { kind: 'activities', title: 'Our Activities' },
  { kind: 'volunteers', title: 'Our Volunteers' },
]
const SLIDES_URL = '/api/home/slides/en'

const section = (page: Page, kind: SlideKind) =>
  page.locator(`section[aria-labelledby="${kind}-title"]`)

test.describe('the home sliders', () => {
  test('their cards are not in the first document: they load once, as a reader nears them', async ({
    page,
    request,
  }) => {
    const answer = await request.get(SLIDES_URL)
    expect(answer.status()).toBe(200)
    const slides = (await answer.json()) as HomeSlides
    expect(slides.news).toHaveLength(8)
    expect(slides.activities.length).toBeGreaterThan(1)
    expect(slides.volunteers).toHaveLength(8)
    const html = await (await request.get('/')).text()
    for (const card of [...slides.news, ...slides.activities]) expect(html).not.toContain(card.href)

    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    // A placeholder per card, hidden from screen readers, while the list says it is loading.
    const placeholders = section(page, 'news').locator('ul[aria-busy="true"] > li[aria-hidden]')
    await expect(placeholders).toHaveCount(8)
    await page.waitForLoadState('networkidle')
    // Three screens above the first slider, a phone's start does not ask for them.
    expect(asked).not.toContain(SLIDES_URL)

    for (const { kind, title } of SLIDERS) {
      const cards = slides[kind]
      await section(page, kind).scrollIntoViewIfNeeded()
      const items = section(page, kind).getByRole('listitem')
      await expect(items).toHaveCount(cards.length)
      await expect(section(page, kind).locator('[aria-busy]')).toHaveCount(0)
      const carousel = page.getByRole('region', { name: title, exact: true }).last()
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      for (const [i, card] of cards.entries()) {
        const item = items.nth(i)
        await expect(item).toHaveAttribute('aria-label', `${i + 1} of ${cards.length}`)
        await expect(item).toHaveAttribute('aria-roledescription', 'slide')
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.title)
        await expect(
          item.getByRole('link', { name: `${card.action}: ${card.title}` }),
        ).toHaveAttribute('href', card.href)
      }
    }
    // One answer for the three sliders.
    expect(asked.filter((p) => p === SLIDES_URL)).toHaveLength(1)
  })

  test('a slider whose cards do not arrive says so, and loads them on Try again', async ({
    page,
  }) => {
    let refused = 0
    await page.route(`**${SLIDES_URL}`, (route) => {
      refused++
      return route.abort('internetdisconnected')
    })
    await page.goto('/')
    const news = section(page, 'news')
    await news.scrollIntoViewIfNeeded()
    const alert = news.getByRole('alert')
    await expect(alert).toHaveText(
      /Latest News could not be loaded\. Check your connection and try again\./,
    )
    expect(refused).toBe(1)
    // The section's heading and its See More link stay.
    await expect(news.getByRole('link', { name: 'See More: Latest News' })).toBeVisible()
    await page.unroute(`**${SLIDES_URL}`)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(news.getByRole('listitem')).toHaveCount(8)
    await expect(alert).toHaveCount(0)
  })

  test('the arrows move a loaded slider by one card, towards the end of the line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const news = section(page, 'news')
    await news.scrollIntoViewIfNeeded()
    await expect(news.getByRole('listitem')).toHaveCount(8)
    const track = news.locator('ul')
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0)
    await news.getByRole('button', { name: 'Next: Latest News' }).click()
    const step = await news
      .getByRole('listitem')
      .first()
      .evaluate((li) => li.getBoundingClientRect().width + 24)
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeCloseTo(step, -1)
    await news.getByRole('button', { name: 'Previous: Latest News' }).click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0)
  })

  test('the answer is per language, prerendered for the two only', async ({ request }) => {
    const arabic = (await (await request.get('/api/home/slides/ar')).json()) as HomeSlides
    expect(arabic.news).toHaveLength(8)
    for (const card of [...arabic.news, ...arabic.activities, ...arabic.volunteers]) {
      expect(card.href).toMatch(/^\/ar\//)
    }
    expect(arabic.news[0]!.action).toBe('اقرأ المزيد')
    // Kept as a page is: served from the cache between content changes.
    const again = await request.get('/api/home/slides/ar')
    expect(again.headers()['cache-control']).toMatch(/s-maxage=300/)
    expect((await request.get('/api/home/slides/fr')).status()).toBe(404)
  })

  test("a staff edit shows in the sliders' answer, which is kept again after it", async ({
    request,
  }) => {
    const token = await staffToken(request)
    const read = async () => ((await (await request.get(SLIDES_URL)).json()) as HomeSlides).news
    // The eighth card: no other test reads its text.
    const card = (await read())[7]!
    const slug = card.href.split('/').pop()!
    const { docs } = await (
      await request.get(`/api/articles?where[slug][equals]=${slug}&depth=0&locale=en`)
    ).json()
    const article = docs[0] as { id: number; excerpt: string }
    const edit = (excerpt: string) =>
      request.patch(`/api/articles/${article.id}?locale=en`, {
        headers: auth(token),
        data: { excerpt, _status: 'published' },
      })
    try {
      const res = await edit('Edited while the sliders were cached.')
      expect(res.ok(), await res.text()).toBe(true)
      await expect
        .poll(async () => (await read())[7]?.text, { timeout: 20_000 })
        .toBe('Edited while the sliders were cached.')
      const headers = await cachedAnswer(request, SLIDES_URL)
      expect(headers['cache-control']).toContain('s-maxage=300')
    } finally {
      await edit(article.excerpt)
    }
  })
})
