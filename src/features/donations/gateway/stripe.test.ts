import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { failureOf } from './stripe'

const FAILED = 'There was an error processing your donation. Please try again.'
const { errors } = Stripe

describe('Stripe errors as gateway failures', () => {
  it("a bank's refusal is declined with the cardholder's sentence and the most precise code", () => {
    // The package fills a missing decline_code with '' (not undefined).
    const auth = new errors.StripeCardError({
      type: 'card_error',
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    })
    expect(failureOf(auth)).toEqual({
      ok: false,
      kind: 'declined',
      code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    })
    const insufficient = new errors.StripeCardError({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    })
    expect(failureOf(insufficient)).toMatchObject({ code: 'insufficient_funds' })
    const expired = new errors.StripeCardError({
      type: 'card_error',
      code: 'expired_card',
      message: 'x',
    })
    expect(failureOf(expired)).toMatchObject({
      kind: 'declined',
      message: 'Your card has expired.',
    })
  })

  it("outages, rate limits and our own mistakes are errors with the spec's 'Donation Failed' text", () => {
    const cases: [unknown, string][] = [
      [
        new errors.StripeRateLimitError({ type: 'invalid_request_error', message: 'Too many' }),
        'rate_limited',
      ],
      [new errors.StripeConnectionError({ message: 'timeout' }), 'unavailable'],
      [
        new errors.StripeAPIError({ type: 'api_error', message: 'boom', statusCode: 500 } as never),
        'api_error_500',
      ],
      [
        new errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          code: 'parameter_missing',
          message: 'x',
        }),
        'parameter_missing',
      ],
      [new Error('socket hang up'), 'api_error'],
    ]
    for (const [error, code] of cases) {
      expect(failureOf(error)).toEqual({ ok: false, kind: 'error', code, message: FAILED })
    }
    const mismatch = new errors.StripeIdempotencyError({ type: 'idempotency_error', message: 'x' })
    expect(failureOf(mismatch)).toMatchObject({ kind: 'error', code: 'idempotency_mismatch' })
  })
})
