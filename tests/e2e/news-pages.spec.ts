import { columnSizes } from '../../src/features/news/columns'
import { truncate } from '../../src/features/news/format'
import { BLOG_PAGE_SIZE, NEWS_PAGE_SIZE } from '../../src/features/news/constants'
import { E2E } from '../helpers/e2e-env'
import { cachedAnswer } from './cached-answer'
import { expect, test } from './fixtures'
import { auth, categoryId, createArticle, staffToken } from './staff-api'

const VOLUNTEER_DAY = 'egyptian-volunteer-day-6-september-2025'

test.describe('Our Latest News', () => {
  test.beforeAll(async ({ request }) => {
    // Three pages at least, so the pager has a first, a middle and a last page. Old dates keep
    // these at the end of the list, away from the pages other tests read.
    const { data } = await (await request.get('/api/news-service/categories')).json()
    const count: number = data.find((c: { slug: string }) => c.slug === 'general-news').count
    const token = await staffToken(request)
    const general = await categoryId(request, 'general-news')
    for (let i = count; i < 2 * NEWS_PAGE_SIZE + 1; i++) {
      await createArticle(request, token, {
        kind: 'news',
        title: `Archive report ${i}`,
        date: `2019-01-${String((i % 27) + 1).padStart(2, '0')}`,
        category: general,
        excerpt: 'From the archive.',
      })
    }
  })

  test('three columns: three featured items, the rest split as the spec says', async ({
    page,
    request,
  }) => {
    const { data } = await (
      await request.get('/api/news-service/categories/general-news?page=1')
    ).json()
    await page.goto('/newEgyptNews')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Latest News' })).toBeVisible()
    const board = page.locator('[aria-busy]')
    const columns = board.locator(':scope > div').last().locator(':scope > div')
    await expect(columns).toHaveCount(3)
    const featuredTitles = await board.locator('h2').allTextContents()
    expect(featuredTitles).toHaveLength(3)
    expect(featuredTitles[0]).toBe(truncate(data.items[0].blog_title, 100))
    const sizes = columnSizes(data.items.length - 3)
    for (const [i, n] of [sizes.left, sizes.middle, sizes.right].entries()) {
      await expect(columns.nth(i).locator('li')).toHaveCount(n)
    }
    // Full-date form.
    await expect(board.locator('time').first()).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    )
  })

  test('the pager moves through first, middle and last pages and ignores impossible moves', async ({
    page,
  }) => {
    await page.goto('/newEgyptNews')
    const status = page.getByText(/^page \d+ of \d+$/)
    await expect(status).toHaveText(/^page 1 of (\d+)$/)
    const last = Number((await status.textContent())!.match(/of (\d+)/)![1])
    expect(last).toBeGreaterThanOrEqual(3)
    const previous = page.getByRole('button', { name: 'Previous page' })
    const next = page.getByRole('button', { name: 'Next page' })

    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    // Playwright will not click a button announced as disabled; dispatch the click to prove it is ignored.
    await previous.dispatchEvent('click')
    await expect(status).toHaveText(`page 1 of ${last}`)

    const firstTitle = await page.locator('h2').first().textContent()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await next.click()
    await expect(status).toHaveText(`page 2 of ${last}`)
    await expect(page.locator('h2').first()).not.toHaveText(firstTitle!)
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled back to the top' })
      .toBe(0)

    for (let p = 3; p <= last; p++) {
      await next.click()
      await expect(status).toHaveText(`page ${p} of ${last}`)
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await next.dispatchEvent('click')
    await expect(status).toHaveText(`page ${last} of ${last}`)
    await previous.click()
    await expect(status).toHaveText(`page ${last - 1} of ${last}`)
  })

  test('clicks while a page loads are ignored', async ({ page }) => {
    await page.goto('/newEgyptNews')
    let requests = 0
    // Page 2's answer is held until the extra clicks are in: a fixed delay let them arrive after
    // it on a busy machine, where a click on the loaded page rightly asks for page 3.
    let release!: () => void
    const held = new Promise<void>((done) => (release = done))
    await page.route('**/api/news-service/categories/general-news*', async (route) => {
      requests++
      await held
      await route.continue()
    })
    const next = page.getByRole('button', { name: 'Next page' })
    const board = page.locator('[aria-busy]').filter({ has: next })
    await next.click()
    await expect(board).toHaveAttribute('aria-busy', 'true')
    await next.dispatchEvent('click')
    await next.dispatchEvent('click')
    expect(requests).toBe(1)
    release()
    await expect(page.getByText(/^page 2 of \d+$/)).toBeVisible()
    await expect(board).toHaveAttribute('aria-busy', 'false')
    expect(requests).toBe(1)
  })

  test('a page the news service answers malformed shows the error screen; Try again brings the list back', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/newEgyptNews')
    await page.route('**/api/news-service/categories/general-news*', (route) =>
      route.fulfill({ json: { data: {} } }),
    )
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
    await expect(page.getByText('This page could not be shown. Please try again.')).toBeVisible()
    // The failure stays inside the page: the site's navigation is still there.
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('banner')).toBeVisible()
    expect(errors.join('\n')).toMatch(/TypeError/)
    await page.unroute('**/api/news-service/categories/general-news*')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(/^page 1 of \d+$/)).toBeVisible()
  })

  test('side thumbnails load only once they come into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/newEgyptNews')
    const thumbs = page.locator('[data-loaded]')
    await expect(thumbs.last()).toHaveAttribute('data-loaded', 'false')
    await thumbs.last().scrollIntoViewIfNeeded()
    await expect(thumbs.last()).toHaveAttribute('data-loaded', 'true')
    await expect(thumbs.last().locator('img')).toBeVisible()
  })
})

test.describe('articles', () => {
  test('the volunteer-day article shows the Volunteer with us button, others do not', async ({
    page,
    request,
  }) => {
    await page.goto(`/newEgyptNews/${VOLUNTEER_DAY}`)
    await expect(page.getByRole('link', { name: 'Volunteer with us' })).toHaveAttribute(
      'href',
      '/joinUs',
    )
    await expect(
      page.getByRole('complementary', { name: 'From our blog' }).getByRole('link').first(),
    ).toBeVisible()

    const other = (await (await request.get('/api/content/news')).json()).data.news.find(
      (n: { slug: string }) => n.slug !== VOLUNTEER_DAY,
    )
    await page.goto(`/newEgyptNews/${other.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volunteer with us' })).toHaveCount(0)

    const blog = (
      await (await request.get('/api/articles?where[kind][equals]=blog&limit=1&depth=0')).json()
    ).docs[0]
    await page.goto(`/blog-detail/${blog.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title)
    await expect(page.getByRole('link', { name: 'Volunteer with us' })).toHaveCount(0)
  })

  test('both article routes show any article; the canonical link names its own route', async ({
    page,
    request,
  }) => {
    // Spec 001: 'Volunteer with us' shows on the blog detail for the volunteer-day slug.
    await page.goto(`/blog-detail/${VOLUNTEER_DAY}`)
    await expect(page.getByRole('link', { name: 'Volunteer with us' })).toHaveAttribute(
      'href',
      '/joinUs',
    )
    const html = await (await request.get(`/blog-detail/${VOLUNTEER_DAY}`)).text()
    expect(html).toContain(`rel="canonical" href="${E2E.baseURL}/newEgyptNews/${VOLUNTEER_DAY}"`)

    // A blog article listed in general-news, linked from /newEgyptNews (issue 16, item 2).
    const clubs = await request.get('/newEgyptNews/how-our-clubs-and-chapters-work')
    expect(clubs.status()).toBe(200)
    expect(await clubs.text()).toContain(
      `rel="canonical" href="${E2E.baseURL}/blog-detail/how-our-clubs-and-chapters-work"`,
    )
    expect((await request.get('/blog-detail/no-such-article')).status()).toBe(404)
  })

  test('an article edited by staff shows changed on the site without a restart', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request)
    const article = await createArticle(request, token, {
      kind: 'news',
      title: `Clinic day ${Date.now()}`,
      date: '2018-05-05',
      excerpt: 'Before the edit.',
    })
    await page.goto(`/newEgyptNews/${article.slug}`)
    await expect(page.getByText('Before the edit.')).toBeVisible()
    const res = await request.patch(`/api/articles/${article.id}`, {
      headers: auth(token),
      data: { excerpt: 'After the edit.', _status: 'published' },
    })
    expect(res.ok(), await res.text()).toBe(true)
    await expect(async () => {
      await page.reload()
      await expect(page.getByText('After the edit.')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    // And the page is kept again: a request begun after the edit stores what it renders.
    const headers = await cachedAnswer(request, `/newEgyptNews/${article.slug}`)
    expect(headers['cache-control']).toContain('s-maxage')
  })
})

test.describe('blog list', () => {
  test.beforeAll(async ({ request }) => {
    // Two pages at least.
    const blogs = (
      await (await request.get('/api/articles?where[kind][equals]=blog&limit=0&depth=0')).json()
    ).totalDocs
    const token = await staffToken(request)
    for (let i = blogs; i <= BLOG_PAGE_SIZE; i++) {
      await createArticle(request, token, {
        kind: 'blog',
        title: `From the archive: notes ${i}`,
        date: '2019-02-02',
        excerpt: 'Older notes from our clubs.',
      })
    }
  })

  test('cards are cut to their lengths, Previous is disabled on page 1, and Next pages on', async ({
    page,
  }) => {
    await page.goto('/blogs')
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const titles = await page.locator('article h2').allTextContents()
    expect(titles.length).toBeGreaterThan(1)
    expect(titles[0]!.length).toBeLessThanOrEqual(55)
    for (const t of titles.slice(1)) expect(t.length).toBeLessThanOrEqual(27)
    const excerpts = await page.locator('article h2 + p').allTextContents()
    expect(excerpts[0]!.length).toBeLessThanOrEqual(60)
    for (const e of excerpts.slice(1)) expect(e.length).toBeLessThanOrEqual(68)
    await expect(page.getByRole('link', { name: /^Read More: / }).first()).toHaveAttribute(
      'href',
      /^\/blog-detail\//,
    )

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("'Blog Or News' lists the blog with a sidebar of news", async ({ page }) => {
    await page.goto('/blog-sidebar')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Or News' })).toBeVisible()
    await expect(
      page.getByRole('complementary', { name: 'Latest news' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/newEgyptNews\//)
  })
})

test('/blogs past the last page shows the last page', async ({ page }) => {
  await page.goto('/blogs?page=99')
  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  const text = (await pager.locator('span').textContent()) ?? ''
  const [, current, total] = /Page (\d+) of (\d+)/.exec(text) ?? []
  expect(current).toBe(total)
  await expect(page.locator('article').first()).toBeVisible()
  await expect(page.getByText('No articles yet')).toHaveCount(0)
})
