import { describe, expect, it } from 'vitest'
import { intentOutcome, type StripeIntent } from './stripe-intent'

const FAILED = 'There was an error processing your donation. Please try again.'
const intent = (status: string): StripeIntent => ({
  id: 'pi_1',
  status,
  client_secret: 'pi_1_secret_x',
})
const done = () => ({ ok: true as const, chargeId: 'pi_1' })
const insufficient = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
}

describe('intentOutcome: a PaymentIntent or a SetupIntent as it stands now', () => {
  it("succeeded is the caller's own success, for both", () => {
    expect(intentOutcome(intent('succeeded'), null, 'payment', done)).toEqual(done())
    expect(intentOutcome(intent('succeeded'), null, 'setup', () => 'kept')).toBe('kept')
  })

  it('requires_action answers the intent and its secret, for both', () => {
    for (const what of ['payment', 'setup'] as const) {
      expect(intentOutcome(intent('requires_action'), null, what, done)).toEqual({
        ok: false,
        kind: 'action_required',
        code: 'authentication_required',
        message: 'Your bank asks you to confirm this payment.',
        chargeId: 'pi_1',
        clientSecret: 'pi_1_secret_x',
      })
    }
    const noSecret = { ...intent('requires_action'), client_secret: null }
    expect(intentOutcome(noSecret, null, 'setup', done)).toMatchObject({ clientSecret: undefined })
  })

  it("requires_payment_method is the bank's refusal with Stripe's sentence; a charge names its intent", () => {
    const refused = {
      ok: false,
      kind: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    }
    const pending = intent('requires_payment_method')
    expect(intentOutcome(pending, insufficient, 'payment', done)).toEqual({
      ...refused,
      chargeId: 'pi_1',
    })
    expect(intentOutcome(pending, insufficient, 'setup', done)).toEqual(refused)
    // Without a decline code or a sentence: the error's code, then ours.
    expect(intentOutcome(pending, { code: 'expired_card' }, 'setup', done)).toEqual({
      ...refused,
      code: 'expired_card',
      message: 'Your card was declined.',
    })
    expect(intentOutcome(pending, null, 'setup', done)).toMatchObject({ code: 'card_declined' })
  })

  it("any other status is an error with the 'Donation Failed' text, named by its kind of intent", () => {
    expect(intentOutcome(intent('processing'), null, 'payment', done)).toEqual({
      ok: false,
      kind: 'error',
      code: 'intent_processing',
      message: FAILED,
      chargeId: 'pi_1',
    })
    expect(intentOutcome(intent('canceled'), null, 'setup', done)).toEqual({
      ok: false,
      kind: 'error',
      code: 'setup_intent_canceled',
      message: FAILED,
    })
  })
})
