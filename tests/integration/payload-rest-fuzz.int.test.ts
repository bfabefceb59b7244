import type { Pool } from 'pg'
import type { FlattenedField, Payload } from 'payload'
import { validOperators } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Issue 47 (H1, M1): Payload's REST API as an anonymous visitor reaches it, through the
 * composition of src/app/(payload)/api/[...slug]/route.ts. Every `where` operator on every
 * field of every collection an anonymous visitor may read, bracketed and repeated keys where
 * Payload expects one value, and reads meant to load a whole table: never a 5xx, never more
 * than ANONYMOUS_MAX_LIMIT rows. Cheaper than the browser fuzz (no server), so it can be exhaustive.
 */
type Ctx = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, ctx: Ctx) => Promise<Response>

let payload: Payload
let close: () => Promise<void>
let handlers: Record<'GET' | 'PATCH' | 'DELETE' | 'POST', Handler>
let maxLimit: number
/** Payload's own GET, without the edge checks: the bounds inside Payload, alone. */
let bareGet: Handler

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  const { default: config } = await import('@payload-config')
  const { REST_GET } = await import('@payloadcms/next/routes')
  const rest = await import('@/lib/security/payload-rest.server')
  const { payloadRestRoutes } = await import('@/lib/security/payload-routes.server')
  maxLimit = rest.ANONYMOUS_MAX_LIMIT
  bareGet = REST_GET(config) as Handler
  // The composition of src/app/(payload)/api/[...slug]/route.ts (without its CSS import).
  const routes = payloadRestRoutes(config, async () => payload)
  handlers = {
    GET: routes.GET as Handler,
    PATCH: routes.PATCH as Handler,
    DELETE: routes.DELETE as Handler,
    POST: routes.POST as Handler,
  }
  await seedReferenceRows((payload.db as unknown as { pool: Pool }).pool)
}, 120_000)

afterAll(async () => {
  await close?.()
})

/** More states and cities than one anonymous page may hold. */
async function seedReferenceRows(pool: Pool) {
  await pool.query(`INSERT INTO countries (id, name_en, iso_code) VALUES (1, 'Egypt', 'EG')`)
  await pool.query(`INSERT INTO states (id, name_en, country_id)
    SELECT n, 'State ' || n, 1 FROM generate_series(1, 250) n`)
  await pool.query(`INSERT INTO cities (id, name_en, state_id, latitude, longitude)
    SELECT n, 'City ' || n, 1 + n % 250, 30, 31 FROM generate_series(1, 250) n`)
  await pool.query(`INSERT INTO governorates (id, name, name_en) VALUES (1, 'القاهرة', 'Cairo')`)
}

let addressNo = 0
/** A new client address per request: the fuzz's volume is not one visitor's (a read limit). */
const newAddress = () => `10.${(++addressNo >> 8) & 255}.${addressNo & 255}.1`

/** `method` of `path` (with its query string as sent) by a visitor without a session. */
async function send(
  method: keyof typeof handlers,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const url = new URL(path, 'http://site.test')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const req = new Request(url, {
    method,
    headers: {
      'X-Forwarded-For': newAddress(),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body,
  })
  return handlers[method](req, { params: Promise.resolve({ slug }) })
}

const anonymous = (path: string) => send('GET', path)

/** Collections an anonymous visitor may list. */
async function publicCollections(): Promise<string[]> {
  const slugs = Object.keys(payload.collections)
  const open = await Promise.all(
    slugs.map(async (s) => ((await anonymous(`/api/${s}?limit=1`)).status === 200 ? s : null)),
  )
  return open.filter((s): s is string => s !== null)
}

/** Query paths of a collection's fields: top-level ones and those one group / array deep. */
function fieldPaths(fields: FlattenedField[], prefix = '', depth = 0): string[] {
  return fields.flatMap((f) => {
    const here = `${prefix}${f.name}`
    if ('flattenedFields' in f && depth < 1) {
      return fieldPaths(f.flattenedFields, `${here}.`, depth + 1)
    }
    return f.type === 'relationship' || f.type === 'upload' ? [here, `${here}.id`] : [here]
  })
}

/** Values of `where[path][op]` in qs syntax: a scalar, a list and a bracketed form. */
const VALUES = ['=1,2,3', '=', '[]=x', '[0][a]=1']

describe('anonymous reads of Payload REST', () => {
  it('are found: the reference data, content and media are public', async () => {
    const open = await publicCollections()
    expect(open).toEqual(expect.arrayContaining(['cities', 'states', 'governorates', 'media']))
    expect(open).not.toContain('donations')
  })

  it('answer every where operator on every field of every public collection without a 5xx', async () => {
    const failures: string[] = []
    let sent = 0
    for (const slug of await publicCollections()) {
      const paths = [
        'id',
        ...fieldPaths(payload.collections[slug as 'cities'].config.flattenedFields),
      ]
      for (const path of paths) {
        const urls = validOperators.flatMap((op) =>
          VALUES.map((v) => `/api/${slug}?where[${path}][${op}]${v}`),
        )
        sent += urls.length
        await Promise.all(
          urls.map(async (url) => {
            const res = await anonymous(url)
            if (res.status >= 500) failures.push(`${res.status} ${url}`)
          }),
        )
      }
    }
    // Nested and JSON forms of where, on one collection (space-separated: none has a space).
    const nested = [
      'where[or][0][id][near]=1 where[or][a][id][equals]=1 where[and]=x where[and][0]=x',
      'where[id]=1 where[id][nope]=1 where=[] where=1 where=null',
      'where={"id":{"like":"x"}} where={"or":{"id":{"equals":1}}}',
    ]
    for (const q of nested.join(' ').split(' ')) {
      sent++
      const res = await anonymous(`/api/cities?${q}`)
      if (res.status >= 500) failures.push(`${res.status} /api/cities?${q}`)
    }
    expect(sent).toBeGreaterThan(1000)
    expect(failures).toEqual([])
  }, 300_000)
})

/** Forms of a parameter Payload expects once, as qs reads them: arrays, objects, repeats. */
const ODD_FORMS = (k: string) => [
  `${k}[]=0`,
  `${k}[a]=0`,
  `${k}=100&${k}=0`,
  `${k}[][]=1`,
  `${k}[0]=1`,
]
const ONE_VALUE = [
  'limit',
  'page',
  'depth',
  'pagination',
  'draft',
  'trash',
  'locale',
  'fallback-locale',
]

describe('one-value parameters of Payload REST', () => {
  it('are refused with 400 in brackets or repeated (limit[]=0 read every city)', async () => {
    for (const k of ONE_VALUE) {
      for (const q of ODD_FORMS(k)) {
        const res = await anonymous(`/api/cities?${q}`)
        expect(res.status, q).toBe(400)
        expect((await res.json()).errors[0].message, q).toMatch(/takes one value|more than once/)
      }
    }
    expect((await anonymous('/api/cities?where={"id":')).status).toBe(400)
  })

  it('answer no 5xx in any form on any public collection, by any method', async () => {
    const failures: string[] = []
    for (const slug of await publicCollections()) {
      for (const k of [...ONE_VALUE, 'sort', 'select', 'populate', 'joins', 'where', 'data']) {
        const forms = [...ODD_FORMS(k), `${k}=-1`, `${k}=1e309`, `${k}=99999999999999`, `${k}=`]
        await Promise.all(
          forms.flatMap((q) =>
            (['GET', 'PATCH', 'DELETE'] as const).map(async (m) => {
              const res = await send(m, `/api/${slug}?${q}`, m === 'PATCH' ? '{}' : undefined)
              if (res.status >= 500) failures.push(`${res.status} ${m} /api/${slug}?${q}`)
            }),
          ),
        )
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})

describe('anonymous reads are bounded inside Payload', () => {
  const rows = async (path: string) => {
    const res = await anonymous(path)
    expect(res.status, path).toBe(200)
    return (await res.json()) as { docs: { state?: unknown }[]; totalDocs: number; page: number }
  }

  it.each(
    'limit=0 limit=-1 limit=1000000 limit=abc pagination=false pagination=0&limit=0 limit=1e3'.split(
      ' ',
    ),
  )('/api/cities and /api/states?%s answer at most ANONYMOUS_MAX_LIMIT rows', async (q) => {
    for (const slug of ['cities', 'states']) {
      const body = await rows(`/api/${slug}?${q}`)
      expect(body.totalDocs).toBe(250)
      expect(body.docs.length).toBeGreaterThan(0)
      expect(body.docs.length).toBeLessThanOrEqual(maxLimit)
    }
  })

  it.each(['limit[]=0', 'limit[a]=0', 'limit=100&limit=0', 'pagination[]=false&limit[]=0'])(
    'hold inside Payload without the edge check: %s reads at most ANONYMOUS_MAX_LIMIT rows',
    async (q) => {
      for (const slug of ['cities', 'states']) {
        const url = new URL(`/api/${slug}?${q}`, 'http://site.test')
        const res = await bareGet(new Request(url), { params: Promise.resolve({ slug: [slug] }) })
        expect(res.status, q).toBeLessThan(500)
        if (res.status !== 200) continue
        expect((await res.json()).docs.length, `${slug}?${q}`).toBeLessThanOrEqual(maxLimit)
      }
    },
  )

  it('keeps depth at 1 and a huge page past the end without a 5xx', async () => {
    const deep = await rows('/api/cities?depth=5&limit=1&where[id][equals]=1')
    const state = deep.docs[0]!.state as { country?: unknown }
    expect(typeof state).toBe('object')
    expect(typeof state.country).toBe('number')
    const far = await rows('/api/cities?page=999999999999999')
    expect(far.docs).toEqual([])
  })

  it('gives the back office (staff) a page of up to STAFF_MAX_LIMIT, the Local API all', async () => {
    const email = 'reader@newegypt.example'
    const password = 'a-Long-Password-2026'
    await payload.create({ collection: 'users', data: { email, password, roles: ['editor'] } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const res = await send('GET', '/api/cities?limit=0', undefined, {
      Authorization: `JWT ${token}`,
    })
    expect((await res.json()).docs).toHaveLength(250)
    expect((await payload.find({ collection: 'cities', limit: 0 })).docs).toHaveLength(250)
    const access = await send('GET', '/api/access', undefined, { Authorization: `JWT ${token}` })
    expect(JSON.stringify(await access.json())).toContain('nameEn')
  })

  it('tell an anonymous caller of /api/access nothing about the fields', async () => {
    const res = await anonymous('/api/access')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ canAccessAdmin: false, collections: {}, globals: {} })
  })
})

describe('refusals that answered 500', () => {
  it('PATCH and DELETE of the meeting audit trail answer 403', async () => {
    for (const path of ['/api/meeting-audit', '/api/meeting-audit/1']) {
      expect((await send('PATCH', path, '{"event":"vote"}')).status, path).toBe(403)
      expect((await send('DELETE', path)).status, path).toBe(403)
    }
  })

  it('a NUL in the sign-in e-mail answers 400', async () => {
    const body = JSON.stringify({ email: 'a\u0000@newegypt.example', password: 'x' })
    const res = await send('POST', '/api/users/login', body, { 'X-Forwarded-For': '10.9.9.9' })
    expect(res.status).toBe(400)
  })
})

describe('the log of refused requests', () => {
  it('is one info line without a stack, not an error', async () => {
    const error = vi.spyOn(payload.logger, 'error')
    const info = vi.spyOn(payload.logger, 'info')
    try {
      expect((await anonymous('/api/governorates?where[id][near]=1,2,3')).status).toBe(400)
      expect((await anonymous('/api/governorates?where[nope][equals]=1')).status).toBe(400)
      expect((await send('DELETE', '/api/meeting-audit/1')).status).toBe(403)
      expect(error).not.toHaveBeenCalled()
      expect(info).toHaveBeenCalledWith({ msg: 'The operator "near" does not apply to "id".' })
    } finally {
      error.mockRestore()
      info.mockRestore()
    }
  })
})
