import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { E2E } from '../helpers/e2e-env'
import { cachedAnswer } from './cached-answer'
import { expect, test } from './fixtures'
import { uniqueTag } from './form-helpers'

/**
 * Issue 25, finding 8: anonymous requests for unknown slugs and ids, and made-up
 * query strings, must not grow Next's cache on disk (decision 0023). Real pages
 * stay cached.
 */
const dist = path.resolve(E2E.serverEnv.NEXT_DIST_DIR)
// Where Next's file-system cache writes: ISR pages and routes under server/ (their files are
// named by path), the data cache under cache/fetch-cache (named by hash).
const SERVER_DIR = path.join(dist, 'server')
const FETCH_DIR = path.join(dist, 'cache', 'fetch-cache')

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

test('200 unknown slugs, ids and query strings add no cache files', async ({ request }) => {
  test.setTimeout(120_000)
  const tag = uniqueTag()
  const n = (i: number) => 1_000_000 + Number.parseInt(tag.slice(-4), 36) * 200 + i
  const paths = (i: number) => [
    `/newEgyptNews/unknown-${tag}-${i}`,
    `/blog-detail/unknown-${tag}-${i}`,
    `/activities/unknown-${tag}-${i}`,
    `/activity-detail/${n(i)}`,
    `/donationServices/${n(i)}`,
    `/api/content/news/unknown-${tag}-${i}`,
    `/api/news-service/blogs/unknown-${tag}-${i}`,
    `/api/news-service/categories/general-news?utm=${tag}-${i}`,
    `/api/news-service/categories/unknown-${tag}-${i}`,
    `/api/content/board-members/${n(i)}/${n(i)}`,
    `/api/content/latest-activities/unknown-${tag}-${i}`,
    `/?q=${tag}-${i}`,
    `/news?x=${tag}-${i}`,
  ]
  // Warm up: the first request of each route may write its one lasting entry.
  for (const p of paths(0)) await request.get(p)
  await new Promise((r) => setTimeout(r, 1000))
  const dataBefore = files(FETCH_DIR).length

  const all = Array.from({ length: 200 }, (_, i) => paths(i + 1)[i % paths(0).length]!)
  for (let i = 0; i < all.length; i += 8) {
    const answers = await Promise.all(all.slice(i, i + 8).map((p) => request.get(p)))
    for (const [j, res] of answers.entries()) expect(res.status(), all[i + j]).toBeLessThan(500)
  }
  await new Promise((r) => setTimeout(r, 1000)) // Next writes cache files after answering
  // Real pages revalidated meanwhile (by other specs) may write theirs; none may name our paths.
  const ids = new Set(Array.from({ length: 201 }, (_, i) => String(n(i))))
  const ours = files(SERVER_DIR).filter(
    (f) => f.includes(tag) || f.split(/[/.]/).some((part) => ids.has(part)),
  )
  const dataAdded = files(FETCH_DIR).length - dataBefore
  console.log(`cache files for 200 unknown paths: ${ours.length} pages/routes, ${dataAdded} data`)
  expect(ours).toEqual([])
  expect(dataAdded).toBeLessThanOrEqual(3)
})

test('a real article page is still served from the cache', async ({ request }) => {
  const list = await request.get('/api/articles?where[kind][equals]=news&limit=1&depth=0')
  const slug = ((await list.json()) as { docs: { slug: string }[] }).docs[0]!.slug
  const headers = await cachedAnswer(request, `/newEgyptNews/${slug}`)
  expect(headers['cache-control']).toContain('s-maxage')
})
