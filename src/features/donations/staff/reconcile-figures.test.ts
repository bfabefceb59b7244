import { describe, expect, it } from 'vitest'
import { figuresByCurrency } from './reconcile-figures'

describe('figuresByCurrency', () => {
  it('keeps dollars and pounds apart on each side, dollars first, never one sum', () => {
    const figures = figuresByCurrency(
      [
        { currency: 'EGP', totalCents: 12550 },
        { currency: 'USD', totalCents: 4000 },
        { currency: 'EGP', totalCents: 10000 },
      ],
      [
        { currency: 'EGP', amountCents: 12550 },
        { currency: 'USD', amountCents: 4000 },
        { currency: 'USD', amountCents: 7700 },
      ],
    )
    expect(figures).toEqual([
      {
        currency: 'USD',
        recordedCount: 1,
        recordedCents: 4000,
        chargedCount: 2,
        chargedCents: 11700,
      },
      {
        currency: 'EGP',
        recordedCount: 2,
        recordedCents: 22550,
        chargedCount: 1,
        chargedCents: 12550,
      },
    ])
  })

  it('lists a currency only one side holds, and nothing for an empty range', () => {
    expect(figuresByCurrency([], [{ currency: 'EUR', amountCents: 5 }])).toEqual([
      { currency: 'EUR', recordedCount: 0, recordedCents: 0, chargedCount: 1, chargedCents: 5 },
    ])
    expect(figuresByCurrency([], [])).toEqual([])
  })
})
