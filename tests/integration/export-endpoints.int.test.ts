import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 25, finding 4: the import-export plugin's endpoints parse their own bodies,
 * and a body they could not read failed with a 500. Called here as Payload's REST
 * route calls them (the handler with the request), as a treasurer.
 */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
})
afterAll(async () => {
  await close?.()
})

function endpoint(collection: 'exports' | 'imports', path: string) {
  const found = (payload.collections[collection].config.endpoints || []).find(
    (e) => e.path === path,
  )
  if (!found) throw new Error(`no ${collection} ${path}`)
  return found.handler
}

const ADMIN = { id: 1, collection: 'users', roles: ['admin'] }

function request(
  body: string,
  contentType = 'application/json',
  user: object = { id: 1, collection: 'users', roles: ['treasurer'] },
): PayloadRequest {
  const raw = new Request('http://site.test/api/exports/export-preview', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })
  return Object.assign(raw, {
    payload,
    user,
    i18n: { t: (k: string) => k },
    routeParams: {},
    searchParams: new URLSearchParams(),
  }) as unknown as PayloadRequest
}

describe('the export endpoints with a body they cannot read', () => {
  it.each([
    ['bad JSON', '{"collectionSlug": "donations", '],
    ['JSON null', 'null'],
    ['a JSON array', '[1, 2]'],
    ['a string', '"donations"'],
  ])('answer 400 to %s', async (_, body) => {
    for (const path of ['/export-preview', '/download']) {
      const res = await endpoint('exports', path)(request(body))
      expect(res.status, `${path} ${body}`).toBe(400)
    }
  })

  it('refuse with 403 the download of a collection the user cannot read (it hung)', async () => {
    const body = JSON.stringify({ data: { collectionSlug: 'case-requests', format: 'csv' } })
    const res = await Promise.race([
      endpoint('exports', '/download')(request(body)),
      new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(null)), 5_000)),
    ])
    expect(res.status).toBe(403)
    // A collection the treasurer reads gets past the check (this made-up user then fails later).
    const own = JSON.stringify({ data: { collectionSlug: 'donations', format: 'csv' } })
    expect((await endpoint('exports', '/download')(request(own))).status).not.toBe(403)
  })

  // Issue 64 item 3: any collection the caller could read was exported (staged donations,
  // contact messages, the outbox with its codes), and written raw (no formula guard).
  it.each(['staged-donations', 'contact-messages', 'outbox', 'donor-sign-in-codes', 'users'])(
    'refuse the export of %s, a collection the back office offers no export of',
    async (collectionSlug) => {
      for (const path of ['/download', '/export-preview']) {
        const data = { collectionSlug, format: 'csv' }
        const body = JSON.stringify(path === '/download' ? { data } : data)
        const res = await endpoint('exports', path)(request(body, 'application/json', ADMIN))
        expect(res.status, `${path} ${collectionSlug}`).toBe(403)
      }
    },
  )

  it('refuse an export document of a collection the back office offers no export of', async () => {
    const create = (collectionSlug: string) =>
      payload.create({
        collection: 'exports',
        data: { collectionSlug, format: 'csv', name: 'x' } as never,
        user: ADMIN as never,
        overrideAccess: false,
      })
    await expect(create('outbox')).rejects.toMatchObject({ status: 403 })
    await expect(create('contact-messages')).rejects.toMatchObject({ status: 403 })
  })

  it('refuse the import preview to everyone (importing is off)', async () => {
    const res = await endpoint('imports', '/preview-data')(request('{bad'))
    expect(res.status).toBe(403)
  })
})
