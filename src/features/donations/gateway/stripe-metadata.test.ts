import { describe, expect, it } from 'vitest'
import { labelParams, stripeMetadata } from './stripe-metadata'

describe("a charge's label in Stripe's metadata limits", () => {
  it('keeps the reserved key first, cuts a value over 500 characters with an ellipsis', () => {
    const long = 'Medical Care, '.repeat(50)
    const out = stripeMetadata({ purposes: long, plan_id: '7' }, { idempotency_key: 'k:1' })
    expect(Object.keys(out)).toEqual(['idempotency_key', 'purposes', 'plan_id'])
    expect(out.purposes).toHaveLength(500)
    expect(String(out.purposes).endsWith('…')).toBe(true)
    expect(String(out.purposes).startsWith('Medical Care, Medical Care')).toBe(true)
  })

  it('drops keys over 40 characters or with square brackets, and never keeps more than 50', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, String(i)]))
    const out = stripeMetadata(
      { ['x'.repeat(41)]: 'too long', 'a[b]': 'brackets', ['y'.repeat(40)]: 'fits', ...many },
      { idempotency_key: 'key' },
    )
    expect(Object.keys(out)).toHaveLength(50)
    expect(out.idempotency_key).toBe('key')
    expect(out['y'.repeat(40)]).toBe('fits')
    expect(out['x'.repeat(41)]).toBeUndefined()
    expect(out['a[b]']).toBeUndefined()
    // A label cannot replace the reserved key findCharge searches by.
    expect(stripeMetadata({ idempotency_key: 'forged' }, { idempotency_key: 'key' })).toEqual({
      idempotency_key: 'key',
    })
  })

  it('without a label only the reserved keys; with one, a description of at most 500 characters', () => {
    expect(labelParams(undefined, { idempotency_key: 'k' })).toEqual({
      metadata: { idempotency_key: 'k' },
    })
    const params = labelParams(
      { description: 'd'.repeat(600), metadata: { plan_id: '3' } },
      { idempotency_key: 'k' },
    )
    expect(params.description).toHaveLength(500)
    expect(params.metadata).toEqual({ idempotency_key: 'k', plan_id: '3' })
  })
})
