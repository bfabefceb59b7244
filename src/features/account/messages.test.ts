import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import {
  LOCK_MINUTES,
  NOT_OPEN_MESSAGE,
  RESET_FAILED,
  RESET_SENT,
  SIGN_IN_MESSAGES,
} from './messages'

describe('the account pages’ English catalogue', () => {
  it('says word for word what the sign-in, reset and not-open messages say', () => {
    const a = en.account
    expect(a.signInFailed).toBe(SIGN_IN_MESSAGES.failed)
    expect(a.signInLocked.replace('{minutes}', String(LOCK_MINUTES))).toBe(SIGN_IN_MESSAGES.locked)
    expect(a.signInNetwork).toBe(SIGN_IN_MESSAGES.network)
    expect(a.resetSent).toBe(RESET_SENT)
    expect(a.resetFailed).toBe(RESET_FAILED)
    expect(a.notOpen.replace(/<\/?link>/g, '')).toBe(NOT_OPEN_MESSAGE)
  })
})
