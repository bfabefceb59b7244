import type { APIRequestContext } from '@playwright/test'
import { E2E } from '../helpers/e2e-env'
import { expect } from './fixtures'

/**
 * Staff actions through Payload's REST API, as the back office performs them,
 * for tests that need content the demo does not have (or must change it).
 */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', {
    data: { email: E2E.admin.email, password: E2E.admin.password },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { token: string }).token
}

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

export async function categoryId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/categories?where[slug][equals]=${slug}&depth=0`)
  const body = (await res.json()) as { docs: { id: number }[] }
  expect(body.docs.length, `category ${slug}`).toBe(1)
  return body.docs[0]!.id
}

export async function createArticle(
  request: APIRequestContext,
  token: string,
  data: { title: string; kind: 'news' | 'blog'; date: string; category?: number; excerpt?: string },
): Promise<{ id: number; slug: string }> {
  const res = await request.post('/api/articles', {
    headers: auth(token),
    data: { ...data, _status: 'published' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
  return doc
}
