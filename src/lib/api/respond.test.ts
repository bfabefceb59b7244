import { describe, expect, it } from 'vitest'
import { ok } from './http'
import { respond } from './respond'
import { invalid, invalidField, limited, refused, type Submission } from './submission'

const answer = async (result: Submission<{ id?: number }>) => {
  const res = respond(result, ({ id }) => ok({ id }, { status: 201 }))
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() }
}

describe('respond()', () => {
  it('answers ok with the endpoint’s own success', async () => {
    expect(await answer({ kind: 'ok', id: 7 })).toMatchObject({
      status: 201,
      body: { data: { id: 7 } },
    })
  })

  it('answers invalid with 422 and a message list per field', async () => {
    const issues = [
      { path: ['email'], message: 'Bad email' },
      { path: ['donations', 0, 'amount'], message: 'Required' },
      { path: ['email'], message: 'Taken' },
    ]
    expect(await answer(invalid(issues))).toEqual({
      status: 422,
      retryAfter: null,
      body: {
        error: {
          status: 422,
          message: 'The given data was invalid.',
          data: { email: ['Bad email', 'Taken'], 'donations.0.amount': ['Required'] },
        },
      },
    })
  })

  it('uses the spec’s message for the whole answer when the result names one', async () => {
    const { body } = await answer(
      invalidField('q', 'Type more than 2 characters.', 'Type more than 2 characters.'),
    )
    expect(body.error).toEqual({
      status: 422,
      message: 'Type more than 2 characters.',
      data: { q: ['Type more than 2 characters.'] },
    })
  })

  it('answers limited with 429 and Retry-After in whole seconds', async () => {
    const r = await answer(limited(12.2))
    expect(r.status).toBe(429)
    expect(r.retryAfter).toBe('13')
    expect(r.body.error.message).toBe('Too many requests. Please wait a few minutes and try again.')
  })

  it('answers refused with its status and message', async () => {
    expect(await answer(refused(402, 'Your card was declined.'))).toMatchObject({
      status: 402,
      body: { error: { status: 402, message: 'Your card was declined.' } },
    })
  })
})
