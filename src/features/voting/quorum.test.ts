import { describe, expect, it } from 'vitest'
import { outcome, outcomeText, quorumNeeded, turnoutText } from './quorum'

describe('quorum', () => {
  it('counts members, at least one', () => {
    expect(quorumNeeded('count', 3, 10)).toBe(3)
    expect(quorumNeeded('count', 0, 10)).toBe(1)
    expect(quorumNeeded('count', null, 10)).toBe(1)
  })

  it('takes a share of the invited members, rounded up', () => {
    expect(quorumNeeded('percent', 50, 5)).toBe(3)
    expect(quorumNeeded('percent', 50, 4)).toBe(2)
    expect(quorumNeeded('percent', 100, 3)).toBe(3)
    expect(quorumNeeded('percent', 10, 0)).toBe(1)
  })

  it('decides by majority once the quorum is met; a tie rejects', () => {
    expect(outcome(2, 1, 3)).toBe('accepted')
    expect(outcome(1, 2, 3)).toBe('rejected')
    expect(outcome(1, 1, 2)).toBe('rejected')
    expect(outcome(2, 0, 3)).toBe('no-quorum')
    expect(outcome(0, 0, 1)).toBe('no-quorum')
  })
})

describe('what a person reads of the quorum', () => {
  it('says votes against quorum, reached or not, in both languages', () => {
    expect(turnoutText('en', { voted: 2, invited: 3, needed: 2 })).toBe(
      '2 of 3 voted; quorum 2 reached',
    )
    expect(turnoutText('en', { voted: 1, invited: 3, needed: 2 })).toBe(
      '1 of 3 voted; quorum 2 not reached',
    )
    expect(turnoutText('ar', { voted: 1, invited: 3, needed: 2 })).toBe(
      'صوت 1 من 3؛ النصاب 2 غير مكتمل',
    )
  })

  it('names a tie as the reason of a rejection', () => {
    expect(outcomeText('en', { accept: 1, reject: 1, outcome: 'rejected' })).toBe('Rejected (tie)')
    expect(outcomeText('en', { accept: 0, reject: 2, outcome: 'rejected' })).toBe('Rejected')
    expect(outcomeText('ar', { accept: 1, reject: 1, outcome: 'rejected' })).toBe('مرفوض (تعادل)')
  })
})
