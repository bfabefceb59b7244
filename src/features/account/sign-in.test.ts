import { describe, expect, it } from 'vitest'
import { Users } from '@/collections/Users'
import { SIGN_IN_THROTTLE } from '@/lib/security/staff-auth-throttle'
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

  it('tells a sign-in refused after too many failures (429) apart', () => {
    const body = {
      errors: [{ message: 'Too many requests. Please wait a few minutes and try again.' }],
    }
    expect(signInErrorMessage(429, body)).toBe(SIGN_IN_MESSAGES.locked)
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
  it('match the sign-in throttle, and no account lock anyone could trigger', () => {
    expect(SIGN_IN_THROTTLE.failures).toBe(5)
    expect(SIGN_IN_THROTTLE.windowSeconds).toBe(LOCK_MINUTES * 60)
    expect((Users.auth as { maxLoginAttempts: number }).maxLoginAttempts).toBe(0)
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
