import { describe, expect, it } from 'vitest'
import { databaseDownIs503, isDatabaseUnavailable, withRetryAfter } from './unavailable'

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })
const hookArgs = (error: Error) => ({ error }) as Parameters<typeof databaseDownIs503>[0]

describe('isDatabaseUnavailable', () => {
  it('knows a refused or cut connection, on the error, a wrapped cause or an AggregateError', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true) // admin shutdown
    expect(isDatabaseUnavailable(coded('57P03'))).toBe(true) // cannot connect now (starting)
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true) // connection failure
    const drizzle = new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') })
    expect(isDatabaseUnavailable(drizzle)).toBe(true)
    const both = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], '')
    expect(isDatabaseUnavailable(new Error('connect', { cause: both }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('leaves other errors to be 500s or 400s', () => {
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false) // unique violation
    expect(isDatabaseUnavailable(coded('22P02'))).toBe(false) // data exception
    expect(isDatabaseUnavailable(coded('57014'))).toBe(false) // query cancelled (a timeout)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe("Payload's REST routes", () => {
  it('answer a lost database with 503 and Retry-After, other errors as before', async () => {
    expect(databaseDownIs503(hookArgs(coded('ECONNREFUSED')))).toEqual({
      status: 503,
      response: {
        errors: [
          {
            message:
              'The site cannot reach its database just now. Nothing was saved; please try again in a minute.',
          },
        ],
      },
    })
    expect(databaseDownIs503(hookArgs(coded('23505')))).toBeUndefined()
    // The object store's refused connection (the S3 client marks its errors with $metadata).
    const s3 = Object.assign(coded('ECONNREFUSED'), { $metadata: {} })
    expect(databaseDownIs503(hookArgs(new Error('upload failed', { cause: s3 })))).toBeUndefined()

    const req = new Request('http://localhost/api/purposes')
    const answered = withRetryAfter(async () => Response.json({ errors: [] }, { status: 503 }))
    expect((await answered(req, {})).headers.get('retry-after')).toBe('10')
    const thrown = withRetryAfter(async () => {
      throw coded('57P01')
    })
    const res = await thrown(req, {})
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '10'])
    const ok = withRetryAfter(async () => Response.json({}, { status: 200 }))
    expect((await ok(req, {})).headers.get('retry-after')).toBeNull()
    const other = withRetryAfter(async () => {
      throw new Error('boom')
    })
    await expect(other(req, {})).rejects.toThrow('boom')
  })
})
