import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiError, ok, validationError } from './http'

describe('API answers', () => {
  it('wrap data and errors in the shared shapes', async () => {
    expect(await ok({ a: 1 }).json()).toEqual({ data: { a: 1 } })
    const err = apiError(404, 'Gone.')
    expect(err.status).toBe(404)
    expect(await err.json()).toEqual({ error: { status: 404, message: 'Gone.' } })
  })

  it('turn a zod error into 422 with messages per field', async () => {
    const schema = z.object({
      email: z.email('Bad email'),
      phone: z.string().min(10, 'Short').regex(/^\d+$/, 'Digits'),
    })
    const parsed = schema.safeParse({ email: 'x', phone: 'abc' })
    expect(parsed.success).toBe(false)
    const res = validationError(parsed.error!.issues)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        status: 422,
        message: 'The given data was invalid.',
        data: { email: ['Bad email'], phone: ['Short', 'Digits'] },
      },
    })
  })
})
