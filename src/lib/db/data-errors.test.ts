import { describe, expect, it } from 'vitest'
import { clientDataErrorsAre400, sqlState } from './data-errors'

const args = (error: Error) => ({ error }) as Parameters<typeof clientDataErrorsAre400>[0]

describe('clientDataErrorsAre400', () => {
  it('reads the SQLSTATE on the error or a wrapped cause', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: '22P02' }))).toBe('22P02')
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('pg'), { code: '22003' }),
    })
    expect(sqlState(wrapped)).toBe('22003')
    expect(sqlState(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined()
  })
  it('answers a data exception (class 22) with 400 and leaves other errors alone', () => {
    const bad = new Error('Failed query', {
      cause: Object.assign(new Error('pg'), { code: '22P02' }),
    })
    expect(clientDataErrorsAre400(args(bad))).toEqual({
      status: 400,
      response: { errors: [{ message: 'The request has a value that is not valid here.' }] },
    })
    const other = Object.assign(new Error('connection'), { code: '08006' })
    expect(clientDataErrorsAre400(args(other))).toBeUndefined()
  })
})
