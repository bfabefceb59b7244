import { describe, expect, it } from 'vitest'
import { waitMessage } from '@/lib/forms/error-body'
import { failedDialogParts } from './failed-dialog'

/**
 * The 'Donation Failed' dialog says one thing (issue 55: a sixth gift within the hour read both
 * "Please try again." and "Please wait 51 minutes and try again.").
 */
describe('the failed dialog', () => {
  it('gives only the wait when the donor must wait', () => {
    expect(failedDialogParts({ reason: waitMessage(3060), waits: true })).toEqual({
      general: false,
      reason: 'Too many requests. Please wait 51 minutes and try again.',
    })
  })

  it("keeps the spec's sentence, with the server's reason when there is one", () => {
    expect(failedDialogParts({ reason: 'Your card was declined.', waits: false })).toEqual({
      general: true,
      reason: 'Your card was declined.',
    })
    expect(failedDialogParts({ reason: undefined, waits: false })).toEqual({
      general: true,
      reason: undefined,
    })
  })
})
