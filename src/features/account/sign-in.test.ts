import { describe, expect, it } from 'vitest'
import { Users } from '@/collections/Users'
import { LOCK_MINUTES, NOT_OPEN_MESSAGE, RESET_SENT, SIGN_IN_MESSAGES } from './messages'
import { payloadErrorMessages, signInErrorMessage } from './sign-in'

describe('signInErrorMessage', () => {
  it('tells a locked account apart', () => {
    const body = {
      errors: [{ message: 'This user is locked due to having too many failed login attempts.' }],
    }
    expect(signInErrorMessage(401, body)).toBe(
      'This account is locked after too many failed sign-in attempts. Please wait 10 minutes and try again, or reset your password.',
    )
  })

  it('gives wrong credentials one text', () => {
    const body = { errors: [{ message: 'The email or password provided is incorrect.' }] }
    expect(signInErrorMessage(401, body)).toBe(SIGN_IN_MESSAGES.failed)
    expect(signInErrorMessage(400, null)).toBe(SIGN_IN_MESSAGES.failed)
    expect(signInErrorMessage(500, body)).toBe('Something went wrong. Please try again.')
  })

  it('reads Payload error answers defensively', () => {
    expect(payloadErrorMessages({ errors: [{ message: 'a' }, { nope: 1 }, null] })).toEqual(['a'])
    expect(payloadErrorMessages('oops')).toEqual([])
  })
})

describe('account texts', () => {
  it('match the lock of the staff accounts', () => {
    const auth = Users.auth as { maxLoginAttempts: number; lockTime: number }
    expect(auth.maxLoginAttempts).toBe(5)
    expect(auth.lockTime).toBe(LOCK_MINUTES * 60 * 1000)
  })

  it('are the issue texts', () => {
    expect(RESET_SENT).toBe(
      'If an account exists for this address, we have sent a link to reset its password.',
    )
    expect(NOT_OPEN_MESSAGE).toBe(
      'Accounts for the public are not open yet. Staff can sign in on the login page.',
    )
  })
})
