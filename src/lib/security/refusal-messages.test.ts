import { APIError, Forbidden, formatErrors } from 'payload'
import { describe, expect, it } from 'vitest'
import { refusalsSayWhy } from './refusal-messages'

type Args = Parameters<typeof refusalsSayWhy>[0]
/** Payload's afterError arguments: the error and the answer formatErrors made of it. */
const args = (error: Error) =>
  ({ error, result: formatErrors(error as APIError) }) as unknown as Args

// The production build minifies class names: Payload's errors came out nameless, and
// formatErrors answers a nameless error "An unknown error occurred." (issue 64).
const nameless = <T extends Error>(error: T): T => Object.assign(error, { name: '' })

describe('refusalsSayWhy', () => {
  it("answers a nameless refusal with its own message (it read 'An unknown error occurred.')", () => {
    const refused = nameless(
      new APIError('The meeting audit trail cannot be changed.', 403, null, true),
    )
    expect(formatErrors(refused).errors[0]!.message).toBe('An unknown error occurred.')
    expect(refusalsSayWhy(args(refused))).toEqual({
      response: { errors: [{ message: 'The meeting audit trail cannot be changed.' }] },
    })
    const forbidden = nameless(new Forbidden())
    expect(refusalsSayWhy(args(forbidden))).toEqual({
      response: { errors: [{ message: 'You are not allowed to perform this action.' }] },
    })
  })

  it('leaves named errors, server faults and errors without a status alone', () => {
    expect(refusalsSayWhy(args(new APIError('Named', 403, null, true)))).toBeUndefined()
    expect(refusalsSayWhy(args(nameless(new APIError('Not public', 400, null, false))))).toBe(
      undefined,
    )
    expect(refusalsSayWhy(args(nameless(new APIError('Secret detail', 500))))).toBeUndefined()
    expect(refusalsSayWhy(args(nameless(new Error('Secret detail'))))).toBeUndefined()
  })
})
