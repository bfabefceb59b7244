import { describe, expect, it } from 'vitest'
import { currencyTotals, designationTotals, type TotalGift } from './totals'

const gift = (over: Partial<TotalGift>): TotalGift => ({
  status: 'paid',
  currency: 'USD',
  amountCents: 0,
  refundedCents: 0,
  lines: [],
  ...over,
})

const gifts: TotalGift[] = [
  gift({
    amountCents: 12550,
    refundedCents: 550,
    lines: [
      { amountCents: 10000, designation: 'general' },
      { amountCents: 2550, designation: 'sadaqah' },
    ],
  }),
  gift({
    currency: 'EGP',
    amountCents: 50000,
    lines: [{ amountCents: 50000, designation: 'zakat' }],
  }),
  gift({
    currency: 'EGP',
    amountCents: 20000,
    lines: [{ amountCents: 20000, designation: 'general' }],
  }),
  gift({
    status: 'refunded',
    currency: 'EGP',
    amountCents: 99900,
    lines: [{ amountCents: 99900, designation: 'zakat' }],
  }),
]

describe('statement totals', () => {
  it('gives one total per currency, never their sum, refunds left out', () => {
    expect(currencyTotals(gifts)).toEqual([
      { currency: 'USD', cents: 12000 },
      { currency: 'EGP', cents: 70000 },
    ])
  })

  it('keeps a currency whose only gift was refunded, at zero', () => {
    expect(currencyTotals([gifts[3]!])).toEqual([{ currency: 'EGP', cents: 0 }])
    expect(currencyTotals([])).toEqual([])
  })

  it('totals each designation within each currency', () => {
    expect(designationTotals(gifts)).toEqual([
      { designation: 'general', currency: 'USD', cents: 10000 },
      { designation: 'general', currency: 'EGP', cents: 20000 },
      { designation: 'zakat', currency: 'EGP', cents: 50000 },
      { designation: 'sadaqah', currency: 'USD', cents: 2550 },
    ])
  })
})
