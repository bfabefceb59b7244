import { describe, expect, it } from 'vitest'
import {
  canGoBack,
  canGoNext,
  choiceFromCode,
  isLastStep,
  isPng,
  progress,
  signatureRequired,
  stepKind,
  totalSteps,
} from './rules'

describe('voting steps', () => {
  it('has 1 + N + 1 steps and progress current/(total − 1)', () => {
    expect(totalSteps(5)).toBe(7)
    expect(progress(0, 5)).toBe(0)
    expect(progress(3, 5)).toBe(0.5)
    expect(progress(6, 5)).toBe(1)
  })

  it('names the kinds of step', () => {
    expect(stepKind(0, 2)).toBe('meeting')
    expect(stepKind(1, 2)).toBe('decision')
    expect(stepKind(2, 2)).toBe('decision')
    expect(stepKind(3, 2)).toBe('review')
    expect(isLastStep(3, 2)).toBe(true)
    expect(isLastStep(2, 2)).toBe(false)
  })

  it('goes back from every step but the first', () => {
    expect(canGoBack(0)).toBe(false)
    expect(canGoBack(1)).toBe(true)
  })

  it('needs a vote to leave a decision step', () => {
    const ids = ['a', 'b']
    expect(canGoNext(0, ids, {})).toBe(true)
    expect(canGoNext(1, ids, {})).toBe(false)
    expect(canGoNext(1, ids, { a: { vote: null } })).toBe(false)
    expect(canGoNext(1, ids, { a: { vote: 'reject' } })).toBe(true)
    expect(canGoNext(2, ids, { a: { vote: 'accept' } })).toBe(false)
    expect(canGoNext(3, ids, {})).toBe(true)
  })
})

describe('the signature rule', () => {
  it("requires a signature only when needSignature is '1'", () => {
    expect(signatureRequired('1')).toBe(true)
    expect(signatureRequired('0')).toBe(false)
    expect(signatureRequired('')).toBe(false)
    expect(signatureRequired(null)).toBe(false)
    expect(signatureRequired('true')).toBe(false)
  })
})

describe('vote codes and PNG check', () => {
  it('maps 3 to accept and 2 to reject', () => {
    expect(choiceFromCode('3')).toBe('accept')
    expect(choiceFromCode(2)).toBe('reject')
    expect(choiceFromCode('1')).toBeUndefined()
    expect(choiceFromCode('')).toBeUndefined()
  })

  it('recognises PNG by its magic bytes', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])
    expect(isPng(png)).toBe(true)
    expect(isPng(new TextEncoder().encode('GIF89a-not-a-png'))).toBe(false)
    expect(isPng(png.slice(0, 8))).toBe(false)
  })
})
