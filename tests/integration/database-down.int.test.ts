import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded-postgres'
import { env } from '@/lib/env'
import { payloadSecret } from '@/lib/runtime-config'
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from '@/lib/security/xsrf'
import { freePort } from '../helpers/free-port'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Fault: PostgreSQL stops while visitors post forms and read the API, on a server of
 * this file's own. Before, every such answer was a 500 ("Something went wrong"); now each is a 503
 * with Retry-After in the API's shape (decision 0082), no answer is a 500, and every post answered
 * 201 is stored: a post is either stored or refused, never lost. The same process serves again
 * once the database is back.
 */
// The routes run here outside Next's request scope: work deferred with `after` runs at once.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: unknown) => {
    void Promise.resolve(typeof task === 'function' ? task() : task).catch(() => undefined)
  },
}))

let server: EmbeddedDatabase
let dir = ''
let port = 0
let payload: Payload
let close: () => Promise<void>
let xsrf = ''
const start = () => startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'postgres' })

beforeAll(async () => {
  port = await freePort()
  dir = await mkdtemp(path.join(tmpdir(), 'charity-db-down-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  server = await start()
  ;({ payload, close } = await createTestPayload(server.url))
  xsrf = await createXsrfToken(payloadSecret(env()))
})
afterAll(async () => {
  await close?.()
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let n = 0

/** What a browser's form sends: JSON, with the page's XSRF token in cookie and header. */
function post(url: string, body: unknown, ip: string) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(body),
  })
}

interface Answer {
  what: string
  status: number
  retryAfter: string | null
  body: unknown
  email?: string
}

async function contactPost(): Promise<Answer> {
  const { POST } = await import('@/app/api/content/contact-us/route')
  const email = `visitor.${++n}.${Date.now()}@example.org`
  const body = {
    fullname: 'Omar Nabil',
    phone: '01001234567',
    email,
    subject: 'School supplies drive',
    message: 'How can our company help with the drive this autumn?',
  }
  const req = post('http://localhost/api/content/contact-us', body, `192.0.2.${n % 250}`)
  const res = await POST(req, {} as never)
  return answer('contact', res, email)
}

async function restRead(): Promise<Answer> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { withRetryAfter } = await import('@/lib/db/unavailable')
  const { default: config } = await import('@payload-config')
  const GET = withRetryAfter(REST_GET(config))
  const res = await GET(new Request(`http://localhost/api/purposes?limit=1&n=${++n}`), {
    params: Promise.resolve({ slug: ['purposes'] }),
  })
  return answer('rest', res)
}

async function answer(what: string, res: Response, email?: string): Promise<Answer> {
  return {
    what,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.json().catch(() => null),
    email,
  }
}

describe('PostgreSQL stopped under load', () => {
  it('answers 503 with Retry-After (never 500), stores or refuses each post, and serves again after', async () => {
    expect((await contactPost()).status).toBe(201)
    expect((await restRead()).status).toBe(200)

    const answers: Answer[] = []
    let down = true
    const outage = (async () => {
      await sleep(300)
      await server.stop()
      await sleep(4000)
      server = await start()
      down = false
    })()
    // Ten requests a second, half form posts, half uncached API reads, through the outage.
    const load = (async () => {
      const pending: Promise<void>[] = []
      for (let i = 0; down || i < 60; i++) {
        pending.push((i % 2 ? restRead() : contactPost()).then((a) => void answers.push(a)))
        await sleep(100)
        if (i > 200) break
      }
      await Promise.all(pending)
    })()
    await Promise.all([outage, load])

    const tally = answers.reduce<Record<string, number>>(
      (t, a) => ({ ...t, [`${a.what} ${a.status}`]: (t[`${a.what} ${a.status}`] ?? 0) + 1 }),
      {},
    )
    console.info(`[database-down] ${answers.length} answers: ${JSON.stringify(tally)}`)
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([])
    const refused = answers.filter((a) => a.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const a of refused) {
      expect(a.retryAfter, a.what).toBe('10')
      expect(a.body, a.what).toEqual(
        a.what === 'rest'
          ? { errors: [{ message: UNAVAILABLE }] }
          : { error: { status: 503, message: UNAVAILABLE } },
      )
    }
    // Every post answered 201 is stored.
    const stored = answers.filter((a) => a.what === 'contact' && a.status === 201)
    expect(stored.length).toBeGreaterThan(0)
    for (const a of stored) {
      const found = await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: a.email } },
      })
      expect(found.totalDocs, a.email).toBe(1)
    }
    // Served again by the same process.
    expect((await contactPost()).status).toBe(201)
    expect((await restRead()).status).toBe(200)
  })
})

describe('the probes while PostgreSQL is down (issue 65, item 4)', () => {
  const probe = async (name: 'health' | 'ready') => {
    const route =
      name === 'health'
        ? await import('@/app/api/health/route')
        : await import('@/app/api/ready/route')
    const res = await route.GET()
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it('/api/health and /api/ready answer 503 while it is unreachable, 200 once it is back', async () => {
    expect(await probe('health')).toMatchObject({ status: 200, body: { database: 'ok' } })
    await server.stop()
    try {
      const health = await probe('health')
      expect(health).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: 'unreachable' },
      })
      expect(health.body.jobs).toBeDefined() // the scheduler's state is still reported
      expect((await probe('ready')).status).toBe(503)
    } finally {
      server = await start()
    }
    expect(await probe('health')).toMatchObject({ status: 200, body: { database: 'ok' } })
    expect((await probe('ready')).status).toBe(200)
  })
})

const UNAVAILABLE =
  'The site cannot reach its database just now. Nothing was saved; please try again in a minute.'
