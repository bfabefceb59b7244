import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The headers of `path` once Next serves it from its cache (`x-nextjs-cache: HIT`). A staff edit
 * made by a test running beside this one expires every page, and a page rendered while that
 * happened is not kept (src/lib/cache/generation.mjs): so the page is asked for again until a
 * visit finds it kept. A page that is never kept fails after the timeout.
 */
export async function cachedAnswer(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, string>> {
  let headers: Record<string, string> = {}
  await expect
    .poll(
      async () => {
        await request.get(path)
        const res = await request.get(path)
        expect(res.status(), path).toBe(200)
        headers = res.headers()
        return headers['x-nextjs-cache']
      },
      { message: `${path} served from the cache`, timeout: 15_000 },
    )
    .toBe('HIT')
  return headers
}
