import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { E2E } from '../helpers/e2e-env'
import { expect, test } from './fixtures'

/**
 * Issue 47 against the production server and the seeded reference data (148,038 cities):
 * one anonymous GET must not load a whole table (H1), the image optimizer answers 400/404
 * rather than 500 for local sources it cannot have (M1), and made-up query strings or page
 * numbers write no file each (M2). Every where operator on every field is in
 * tests/integration/payload-rest-fuzz.int.test.ts, without a server.
 */
const dist = path.resolve(E2E.serverEnv.NEXT_DIST_DIR)

function files(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

test('limit[]=0 and its kin read at most 100 cities or states, and the site keeps serving', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const whole = await request.get('/api/cities?limit=1&depth=0')
  expect((await whole.json()).totalDocs).toBeGreaterThan(100_000)
  for (const slug of ['cities', 'states']) {
    for (const q of [
      'limit[]=0',
      'limit[a]=0',
      'limit=100&limit=0',
      'limit=0',
      'pagination=false',
      'limit=0&pagination=false&depth=5',
    ]) {
      const res = await request.get(`/api/${slug}?${q}`)
      expect([200, 400], `${slug}?${q}`).toContain(res.status())
      if (res.status() === 200) {
        expect((await res.json()).docs.length, `${slug}?${q}`).toBeLessThanOrEqual(100)
      }
    }
  }
  expect((await request.get('/')).status()).toBe(200)
  expect((await request.get('/api/health')).status()).toBe(200)
})

test('the image optimizer: 400/404 for sources it cannot have, no file per query string or fragment', async ({
  request,
}) => {
  const image = (url: string) =>
    request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)
  expect((await image('/images/hero-1.webp')).status()).toBe(200)
  const imagesDir = path.join(dist, 'cache', 'images')
  const before = files(imagesDir).length
  // A query string, a fragment (issue 64, Disk: one new file each) or another spelling of the
  // name, on a public image and on an upload: refused, no file added.
  const upload = (await (await request.get('/api/media?limit=1')).json()).docs[0]?.url as string
  for (let i = 0; i < 10; i++) {
    const junk = `${Date.now()}-${i}`
    for (const source of ['/images/hero-1.webp', ...(upload ? [upload] : [])]) {
      expect((await image(`${source}?r=${junk}`)).status(), source).toBe(400)
      expect((await image(`${source}#${junk}`)).status(), source).toBe(400)
    }
  }
  expect((await image('/images/hero%2D1.webp')).status()).toBe(400)
  expect(files(imagesDir).length).toBe(before)

  expect((await image(`/images/missing-${Date.now()}.webp`)).status()).toBe(404)
  expect((await image('/images/')).status()).toBe(404)
  expect((await image('/images/%E0.webp')).status()).toBe(400)
  expect((await image('/api/media/file/%E0')).status()).toBe(400)
  expect((await image('/api/media/file/missing.webp')).status()).toBe(404)
})

test('news pages past the end are empty and write no cache file each', async ({ request }) => {
  const first = 500_000 + (Date.now() % 400_000)
  const page = (n: number, ar = false) =>
    request.get(`/api/content/news?page=${n}`, { headers: ar ? { lang: 'ar' } : {} })
  // Warm up: the last page's number is kept once per language.
  await page(first)
  await page(first, true)
  await new Promise((r) => setTimeout(r, 1000))
  const fetchDir = path.join(dist, 'cache', 'fetch-cache')
  const dataBefore = files(fetchDir).length

  const numbers = Array.from({ length: 20 }, (_, i) => first + 1 + i)
  for (const n of numbers) {
    for (const ar of [false, true]) {
      const res = await page(n, ar)
      expect(res.status()).toBe(200)
      const { data } = await res.json()
      expect(data.news).toEqual([])
      expect(data.paginator.current_page).toBe(n)
      expect(data.paginator.number_of_pages).toBeLessThan(n)
    }
  }
  await new Promise((r) => setTimeout(r, 1000)) // Next writes cache files after answering
  const named = new Set(numbers.map(String))
  const routeFiles = files(path.join(dist, 'server', 'app', 'api', 'content', 'news')).filter((f) =>
    f.split(/[/.]/).some((part) => named.has(part)),
  )
  expect(routeFiles).toEqual([])
  expect(files(fetchDir).length - dataBefore).toBeLessThanOrEqual(1)
})
