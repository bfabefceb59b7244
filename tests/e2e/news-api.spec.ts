import { expect, test } from './fixtures'
import { auth, createArticle, staffToken } from './staff-api'

/** Contract of the news rows of the content API and of the news service (spec 000 §3, §7). */
const VOLUNTEER_DAY = 'egyptian-volunteer-day-6-september-2025'
const absolute = /^http:\/\/localhost:\d+\//

test.describe('content API: news', () => {
  test('news?page=1 answers data.news rows and data.paginator', async ({ request }) => {
    const res = await request.get('/api/content/news?page=1')
    expect(res.status()).toBe(200)
    const { data } = await res.json()
    expect(Object.keys(data).sort()).toEqual(['news', 'paginator'])
    expect(data.news.length).toBeGreaterThan(0)
    for (const row of data.news) {
      expect(Object.keys(row).sort()).toEqual(['excerpt', 'image', 'slug', 'title'])
      expect(row.image).toMatch(absolute)
      expect(typeof row.slug).toBe('string')
    }
    expect(Object.keys(data.paginator).sort()).toEqual([
      'current_page',
      'next_page',
      'number_of_pages',
      'previous_page',
    ])
    expect(data.paginator.current_page).toBe(1)
    expect(data.paginator.previous_page).toBeNull()
    expect(data.paginator.number_of_pages).toBeGreaterThanOrEqual(2)
    // The next page is a followable URL.
    const next = await request.get(data.paginator.next_page)
    const second = (await next.json()).data
    expect(second.paginator.current_page).toBe(2)
    expect(second.paginator.previous_page).toMatch(/[?&]page=1$/)
    expect(second.news.map((n: { slug: string }) => n.slug)).not.toContain(data.news[0].slug)
  })

  test('news?page= reads anything but a page number as page 1; the internal path refuses a bad page', async ({
    request,
  }) => {
    const first = (await (await request.get('/api/content/news?page=1')).json()).data
    for (const query of ['', '?page=abc', '?page=0', '?page=-2']) {
      const res = await request.get(`/api/content/news${query}`)
      expect(res.status(), query).toBe(200)
      expect((await res.json()).data, query).toEqual(first)
    }
    const bad = await request.get('/api/content/news/page/abc')
    expect(bad.status()).toBe(404)
    expect((await bad.json()).error.status).toBe(404)
  })

  test('a news article published by staff is in the cached news answer at once', async ({
    request,
  }) => {
    const slugs = async () =>
      (
        (await (await request.get('/api/content/news?page=1')).json()).data.news as {
          slug: string
        }[]
      ).map((n) => n.slug)
    await slugs() // the answer is cached now
    const token = await staffToken(request)
    const article = await createArticle(request, token, {
      kind: 'news',
      title: `Cached answers expire ${Date.now()}`,
      date: '2099-01-01', // newest first: page 1
      excerpt: 'Published while the answer was cached.',
    })
    await expect.poll(slugs, { timeout: 10_000 }).toContain(article.slug)
    const removed = await request.delete(`/api/articles/${article.id}`, { headers: auth(token) })
    expect(removed.ok(), await removed.text()).toBe(true)
    await expect.poll(slugs, { timeout: 10_000 }).not.toContain(article.slug)
  })

  test('the last page has no next page', async ({ request }) => {
    const first = (await (await request.get('/api/content/news')).json()).data
    const last = (
      await (await request.get(`/api/content/news?page=${first.paginator.number_of_pages}`)).json()
    ).data
    expect(last.paginator.next_page).toBeNull()
  })

  test('news/{slug} answers the article; an unknown slug answers 404 in the error shape', async ({
    request,
  }) => {
    const { data } = await (await request.get(`/api/content/news/${VOLUNTEER_DAY}`)).json()
    expect(data.slug).toBe(VOLUNTEER_DAY)
    expect(data.date).toMatch(/^2025-09-06/)
    expect(data.article).toContain('<p>')
    for (const key of [
      'image',
      'title',
      'excerpt',
      'images',
      'meta_title',
      'meta_description',
      'meta_image',
      'sub_title',
    ]) {
      expect(data, key).toHaveProperty(key)
    }
    const missing = await request.get('/api/content/news/no-such-article')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({
      error: { status: 404, message: 'The article was not found.' },
    })
  })
})

test.describe('news service', () => {
  test('categories accepts a time-stamp parameter and lists general-news', async ({ request }) => {
    const { data } = await (
      await request.get(`/api/news-service/categories?t=${Date.now()}`)
    ).json()
    const general = data.find((c: { slug: string }) => c.slug === 'general-news')
    expect(general).toMatchObject({ name: expect.any(String), count: expect.any(Number) })
    expect(general.count).toBeGreaterThanOrEqual(12)
  })

  test('categories/general-news pages with absolute, followable URLs', async ({ request }) => {
    const res = await request.get(`/api/news-service/categories/general-news?t=${Date.now()}`)
    const { data } = await res.json()
    expect(Object.keys(data).sort()).toEqual([
      'current_page',
      'items',
      'last_page',
      'next_page_url',
      'prev_page_url',
    ])
    expect(data.current_page).toBe(1)
    expect(data.prev_page_url).toBeNull()
    expect(data.last_page).toBeGreaterThanOrEqual(2)
    expect(data.next_page_url).toMatch(absolute)
    for (const item of data.items) {
      expect(item).toMatchObject({
        blog_slug: expect.any(String),
        blog_title: expect.any(String),
        date: expect.any(String),
      })
      expect(item.thumbnail).toMatch(absolute)
    }
    const second = (await (await request.get(data.next_page_url)).json()).data
    expect(second.current_page).toBe(2)
    expect(second.prev_page_url).toMatch(absolute)
    const last = (
      await (
        await request.get(`/api/news-service/categories/general-news?page=${data.last_page}`)
      ).json()
    ).data
    expect(last.next_page_url).toBeNull()
  })

  test('categories/{category}?page=1 works for any category and 404s for an unknown one', async ({
    request,
  }) => {
    const { data } = await (await request.get('/api/news-service/categories/stories?page=1')).json()
    expect(data.current_page).toBe(1)
    expect(data.items.every((i: { category: string }) => i.category === 'stories')).toBe(true)
    const missing = await request.get('/api/news-service/categories/no-such-category?page=1')
    expect(missing.status()).toBe(404)
    expect((await missing.json()).error.message).toBe('The category was not found.')
  })

  test('groupedBlogs groups the blog articles by category', async ({ request }) => {
    const { data } = await (
      await request.get(`/api/news-service/groupedBlogs?t=${Date.now()}`)
    ).json()
    expect(data.length).toBeGreaterThan(0)
    for (const group of data) {
      expect(group.category).toMatchObject({ name: expect.any(String), slug: expect.any(String) })
      expect(group.blogs.length).toBeGreaterThan(0)
    }
  })

  test('blogs/{slug} answers the article fields; an unknown slug answers 404', async ({
    request,
  }) => {
    const { data } = await (await request.get(`/api/news-service/blogs/${VOLUNTEER_DAY}`)).json()
    for (const key of [
      'thumbnail',
      'date',
      'blog_slug',
      'blog_title',
      'article',
      'images',
      'meta_title',
      'meta_description',
      'meta_image',
      'blog_sub_title',
    ]) {
      expect(data, key).toHaveProperty(key)
    }
    expect(data.blog_slug).toBe(VOLUNTEER_DAY)
    expect(data.article).toMatch(/<p>[^<]+<\/p>/)
    expect(data.article).not.toMatch(/<script/i)
    expect(Array.isArray(data.images)).toBe(true)
    expect(data.images[0]).toMatch(absolute)
    expect(data.meta_image).toMatch(absolute)
    const missing = await request.get('/api/news-service/blogs/no-such-article')
    expect(missing.status()).toBe(404)
    expect((await missing.json()).error.status).toBe(404)
  })

  test('a page past the end is empty and tells the true last page (issue 16)', async ({
    request,
  }) => {
    const first = (
      await (await request.get('/api/news-service/categories/general-news?page=1')).json()
    ).data
    const past = (
      await (await request.get('/api/news-service/categories/general-news?page=99')).json()
    ).data
    expect(past.items).toEqual([])
    expect(past.current_page).toBe(99)
    expect(past.last_page).toBe(first.last_page)
    expect(past.next_page_url).toBeNull()
    expect(past.prev_page_url).toMatch(new RegExp(`[?&]page=${first.last_page}$`))

    const news = (await (await request.get('/api/content/news?page=1')).json()).data
    const newsPast = (await (await request.get('/api/content/news?page=99')).json()).data
    expect(newsPast.news).toEqual([])
    expect(newsPast.paginator.number_of_pages).toBe(news.paginator.number_of_pages)
  })
})
