import { describe, expect, it } from 'vitest'
import {
  feeCents,
  formatCents,
  formatUsd,
  feeWasCovered,
  grossUpCents,
  hasAtMostTwoDecimals,
  lineFeeCents,
  summarize,
  toCents,
  typedCents,
} from './fees'

describe('fees in integer cents (spec 000 section 9)', () => {
  it('converts dollars with up to two decimals to cents exactly', () => {
    expect(toCents(1)).toBe(100)
    expect(toCents(10_000)).toBe(1_000_000)
    expect(toCents(0.1 + 0.2)).toBe(30) // 0.30000000000000004 is still 30 cents
    expect(toCents(19.99)).toBe(1999)
    expect(() => toCents(1.005)).toThrow(RangeError)
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(hasAtMostTwoDecimals(12.34)).toBe(true)
    expect(hasAtMostTwoDecimals(12.345)).toBe(false)
  })

  it('sums the lines and shows Process fee = total × 0.035 and Net Donation = total × 0.965', () => {
    // 100 + 250 = 350: 12.25 fee, 337.75 net (exact products, no rounding).
    expect(summarize([10_000, 25_000])).toEqual({
      totalCents: 35_000,
      feeCents: 1225,
      netCents: 33_775,
      chargedCents: 35_000,
    })
    // 10 → 0.35 / 9.65; 1,234.56 → 43.2096 → 43.21 / 1191.3504 → 1191.35.
    expect(summarize([1000])).toMatchObject({ totalCents: 1000, feeCents: 35, netCents: 965 })
    expect(summarize([123_456])).toMatchObject({
      totalCents: 123_456,
      feeCents: 4321,
      netCents: 119_135,
    })
    expect(summarize([])).toEqual({ totalCents: 0, feeCents: 0, netCents: 0, chargedCents: 0 })
  })

  it('matches total × 0.035 and × 0.965 rounded to the cent for every total up to $2,000.00', () => {
    const wrong: number[] = []
    for (let cents = 0; cents <= 200_000; cents++) {
      const { feeCents: fee, netCents: net } = summarize([cents])
      // Exact decimal products in tenths of a cent, rounded half up.
      const exactFee = Math.floor((cents * 35 + 500) / 1000)
      const netTenths = cents * 965
      // The net is total − fee: the rounded product, except that a half cent goes to the fee.
      const exactNet =
        netTenths % 1000 === 500
          ? Math.floor(netTenths / 1000)
          : Math.floor((netTenths + 500) / 1000)
      if (fee !== exactFee || net !== exactNet || fee + net !== cents) wrong.push(cents)
    }
    expect(wrong).toEqual([])
  })

  it('rounds a line fee half up (the exact product, not a binary float)', () => {
    expect(feeCents(100)).toBe(4) // 3.5 cents → 4
    expect(feeCents(900)).toBe(32) // 31.5 cents → 32 (9 × 0.035 in floats prints 0.31)
    expect(feeCents(23_700)).toBe(830) // 829.5 → 830 (237 × 0.035 in floats prints 8.29)
    expect(() => feeCents(1.5)).toThrow(RangeError)
  })

  it('formats two decimals', () => {
    expect(formatCents(0)).toBe('0.00')
    expect(formatCents(5)).toBe('0.05')
    expect(formatCents(123_456)).toBe('1234.56')
    expect(formatUsd(123_456)).toBe('$1,234.56')
    expect(formatUsd(1_000_000)).toBe('$10,000.00')
    expect(formatUsd(35)).toBe('$0.35')
  })

  it('reads what was typed for the live summary (0 until it is an amount)', () => {
    expect(typedCents('')).toBe(0)
    expect(typedCents('abc')).toBe(0)
    // Arabic-Indic digits, as a phone's Arabic keyboard types them (the EGP form on /ar).
    expect(typedCents('٢٥٠')).toBe(25_000)
    expect(typedCents('١٢٫٥٠')).toBe(1_250)
    expect(typedCents('-5')).toBe(0)
    expect(typedCents('10')).toBe(1000)
    expect(typedCents(' 12.5 ')).toBe(1250)
    expect(typedCents(20)).toBe(2000)
  })

  it('covers the fee on top: $50.00 is charged $51.81, fee $1.81 (3.5 % of it), net $50.00', () => {
    // Before (the fee taken out): $50 charged, net $48.25.
    expect(summarize([5000])).toEqual({
      totalCents: 5000,
      feeCents: 175,
      netCents: 4825,
      chargedCents: 5000,
    })
    // 5000 / 0.965 = 5181.35… → 5182 would overshoot: 5181 − round½↑(181.335) = 5000.
    expect(summarize([5000], true)).toEqual({
      totalCents: 5000,
      feeCents: 181,
      netCents: 5000,
      chargedCents: 5181,
    })
    expect(summarize([2500, 2500], true)).toEqual(summarize([5000], true))
    expect(summarize([], true)).toEqual({
      totalCents: 0,
      feeCents: 0,
      netCents: 0,
      chargedCents: 0,
    })
    expect(lineFeeCents(100, true)).toBe(4) // $1 → $1.04 charged: 1.04 − round½↑(3.64¢) = 1.00
    expect(lineFeeCents(100)).toBe(4)
    expect(lineFeeCents(0, true)).toBe(0)
    // A record tells which it was from its own amounts: net = the lines' sum only when covered.
    expect(feeWasCovered([2500, 2500], 5000)).toBe(true)
    expect(feeWasCovered([5000], 4825)).toBe(false)
    expect(feeWasCovered([], 0)).toBe(false)
  })

  it('the covered charge is the smallest whose net is the whole gift, for every gift up to $2,000.00', () => {
    const wrong: number[] = []
    for (let gift = 1; gift <= 200_000; gift++) {
      const charged = grossUpCents(gift)
      const net = charged - feeCents(charged)
      const netBelow = charged - 1 - feeCents(charged - 1)
      if (net !== gift || netBelow >= gift) wrong.push(gift)
    }
    expect(wrong).toEqual([])
    expect(grossUpCents(1_000_000)).toBe(1_036_269) // $10,000 → $10,362.69, fee $362.69
    expect(() => grossUpCents(0.5)).toThrow(RangeError)
  })
})
