import { describe, expect, it } from 'vitest'
import ar from '@/i18n/messages/ar.json'
import en from '@/i18n/messages/en.json'
import { VOTING_ERRORS, VOTING_TEXTS, votingErrorKey } from './rules'

describe('the voting wizard’s catalogue', () => {
  it('keeps the spec’s English texts word for word', () => {
    const w = en.voteWizard
    expect(w.title).toBe(VOTING_TEXTS.title)
    expect([w.accept, w.acceptHint, w.reject, w.rejectHint]).toEqual([
      VOTING_TEXTS.accept,
      VOTING_TEXTS.acceptHint,
      VOTING_TEXTS.reject,
      VOTING_TEXTS.rejectHint,
    ])
    expect([w.voteRequiredTitle, w.voteRequiredText]).toEqual([
      VOTING_TEXTS.voteRequired.title,
      VOTING_TEXTS.voteRequired.text,
    ])
    expect([w.signatureRequiredTitle, w.signatureRequiredText]).toEqual([
      VOTING_TEXTS.signatureRequired.title,
      VOTING_TEXTS.signatureRequired.text,
    ])
    expect([w.successTitle, w.successText, w.failureTitle, w.failureText]).toEqual([
      VOTING_TEXTS.success.title,
      VOTING_TEXTS.success.text,
      VOTING_TEXTS.failure.title,
      VOTING_TEXTS.failure.text,
    ])
    expect(w.processing).toBe(VOTING_TEXTS.processing)
    expect(w.noDiscussion).toBe(VOTING_TEXTS.noDiscussion)
    expect(w.badLink).toBe(VOTING_TEXTS.badLink)
    expect(w.errors).toEqual(VOTING_ERRORS)
  })

  it('has an Arabic text for every answer of the endpoints', () => {
    for (const [key, message] of Object.entries(VOTING_ERRORS)) {
      expect(votingErrorKey(message)).toBe(key === 'badToken' ? 'badToken' : key)
      expect(ar.voteWizard.errors[key as keyof typeof VOTING_ERRORS]).toMatch(/[\u0600-\u06ff]/)
    }
    expect(votingErrorKey('Something else')).toBeUndefined()
  })
})
