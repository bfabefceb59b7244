import { expect, test } from './fixtures'

/**
 * Ids out of PostgreSQL's integer range (above 2,147,483,647) name no record:
 * pages and API paths answer them 404 like any unknown record, never 500
 * (issue 16, item 6; one parser, src/lib/ids.ts). Page numbers out of range
 * read as page 1.
 */
const TOO_BIG = ['2147483648', '9999999999', '99999999999999999999']

test('pages answer 404 to an id out of range', async ({ request }) => {
  for (const id of TOO_BIG) {
    for (const path of [`/donationServices/${id}`, `/activity-detail/${id}`]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  }
})

test('API paths answer 404 in the error shape to an id out of range', async ({ request }) => {
  for (const id of TOO_BIG) {
    for (const path of [
      `/api/content/activities/${id}`,
      `/api/content/event-summary/${id}`,
      `/api/content/case-purposes/${id}`,
      `/api/content/purposes/${id}/activities`,
      `/api/content/boards/${id}`,
      `/api/content/board-members/${id}/1`,
      `/api/content/board-members/11/${id}`,
      `/api/content/get-cities/${id}`,
      `/api/content/get-villages/${id}`,
      `/api/donation/states/${id}`,
      `/api/donation/cities/${id}`,
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect((await res.json()).error.status, path).toBe(404)
    }
  }
})

test("Payload's REST API answers 404 to an id out of range, in its own error shape", async ({
  request,
}) => {
  for (const id of TOO_BIG) {
    for (const path of [`/api/articles/${id}`, `/api/activities/${id}`, `/api/purposes/${id}`]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect(await res.json(), path).toEqual({ errors: [{ message: 'Not Found' }] })
    }
  }
  // An id in range still reaches Payload.
  expect((await request.get('/api/articles/2147483647')).status()).toBe(404)
  const first = (await (await request.get('/api/activities?limit=1&depth=0')).json()).docs[0]
  expect((await request.get(`/api/activities/${first.id}`)).status()).toBe(200)
})

test('a vote link naming a meeting or member out of range is refused, not a 500', async ({
  request,
}) => {
  const res = await request.get(
    `/api/content/meeting-details/9999999999?user=9999999999&needSignature=&token=x`,
  )
  expect(res.status()).toBe(403)
})

test('a page number out of range reads as page 1', async ({ request }) => {
  for (const path of [
    '/api/content/activities?page=9999999999',
    '/api/content/get-all-volunteers?page=9999999999',
    '/api/news-service/categories/general-news?page=9999999999',
  ]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
  }
  const blogs = await request.get('/blogs?page=9999999999')
  expect(blogs.status()).toBe(200)
  // React puts comment markers between the text parts: 'Page <!-- -->1<!-- --> of'.
  expect(await blogs.text()).toMatch(/Page (<!-- -->)?1(<!-- -->)? of/)
})
