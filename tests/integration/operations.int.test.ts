import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handler } from '@/lib/api/http'
import { readiness } from '@/lib/health/readiness.server'
import { migrations } from '@/migrations'
import { createTestPayload } from '../helpers/test-payload'

/** Health and readiness probes, and what the log keeps of a failed insert. */
let payload: Payload
let close: () => Promise<void>
let pool: pg.Pool

beforeAll(async () => {
  ;({ payload, close } = await createTestPayload())
  pool = (payload.db as unknown as { pool: pg.Pool }).pool
})
afterAll(async () => close?.())

const names = migrations.map((m) => m.name)

describe('GET /api/ready', () => {
  it('answers 200 uncached on a migrated database', async () => {
    expect(await readiness(pool, names)).toEqual({ ready: true })
    const { GET } = await import('@/app/api/ready/route')
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('names the migrations this code has and the database lacks', async () => {
    expect(await readiness(pool, [...names, '20991231_000000_future'])).toEqual({
      ready: false,
      reason: 'migrations not applied: 20991231_000000_future',
    })
  })

  it('answers "not ready" when the database is unreachable, without its address', async () => {
    // A port nothing listens on: the server is down.
    const down = new pg.Pool({ connectionString: 'postgres://u:secret-pw@127.0.0.1:9/none' })
    const state = await readiness(down, names)
    await down.end()
    expect(state).toEqual({ ready: false, reason: 'the database does not answer (ECONNREFUSED)' })
  })

  it('answers "not ready" when the database hangs', async () => {
    const hung = { query: () => new Promise<never>(() => undefined) }
    expect(await readiness(hung, names, 50)).toEqual({
      ready: false,
      reason: 'the database did not answer within 0.05 s',
    })
  })

  it('health answers 200 uncached, the database answering', async () => {
    const { GET } = await import('@/app/api/health/route')
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // No scheduler started in this process: the probe says so instead of inventing a tick.
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      jobs: { lastTickAt: null, leader: false },
    })
  })
})

describe('a failed insert in the log', () => {
  const secrets = {
    email: 'gateway.tok_9f8e7d6c5b4a@example.org',
    phone: '+20 100 555 0199',
    subject: 'salt 3c1f0e9a7b2d4c6e',
  }

  it('keeps the error and its query, never the values sent with it', async () => {
    const written: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    let thrown: unknown
    try {
      // The app's own path: a route wrapped in handler() whose insert fails (a NUL byte).
      const route = handler(async () => {
        try {
          await payload.create({
            collection: 'contact-messages',
            data: { fullname: 'Nul\u0000Byte', message: 'Hello', status: 'new', ...secrets },
            overrideAccess: true,
          })
        } catch (error) {
          thrown = error
          // Payload's logger, as its REST routes log a failure.
          payload.logger.error({ err: error }, 'create failed')
          throw error
        }
        return new Response('unreachable')
      })
      const res = await route(new Request('http://localhost/api/content/contact-us'), {})
      expect(res.status).toBe(500)
    } finally {
      write.mockRestore()
    }
    // What the error holds, and so what reached the log before: the values themselves.
    const raw = `${String(thrown)} ${JSON.stringify((thrown as { params?: unknown }).params)}`
    expect(raw).toContain(secrets.email)

    const log = written.join('')
    expect(log).toContain('API request failed')
    expect(log).toContain('create failed')
    expect(log).toMatch(/insert into \\"contact_messages\\"/)
    for (const value of [...Object.values(secrets), 'Nul']) expect(log).not.toContain(value)
    expect(log).toContain('22021') // invalid byte sequence: the cause is still told
  })
})
