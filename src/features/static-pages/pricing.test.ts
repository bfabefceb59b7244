import { describe, expect, it } from 'vitest'
import { FAQ_GROUPS } from './faqs'
import { formatPrice, PLAN_FEATURES, PLANS } from './pricing'
import { initials } from '@/lib/testimonials'

describe('pricing plans (spec 001 sections 3 and 9)', () => {
  it('has the four plans at their monthly prices, with a dollar sign', () => {
    expect(PLANS.map((p) => [p.name, formatPrice(p.price)])).toEqual([
      ['Free', '$0.00'],
      ['Standerd', '$19.99'],
      ['Professional', '$99.99'],
      ['Plus', '$199.99'],
    ])
  })

  it('lists the spec features, with the domains of Professional and Plus', () => {
    expect(PLAN_FEATURES).toEqual([
      'Full Access',
      'Enhanced Security',
      'Free Appointments',
      'Free Installment',
      'Source Files',
    ])
    expect(PLANS.map((p) => p.extra ?? null)).toEqual([
      null,
      null,
      '1 Domain Free',
      '10 Domain Free',
    ])
  })
})

describe('FAQ groups (spec 001 section 2)', () => {
  it('has four groups of four questions', () => {
    expect(FAQ_GROUPS.map((g) => g.title)).toEqual([
      'Buying Product',
      'General',
      'Payments',
      'Support',
    ])
    for (const group of FAQ_GROUPS) expect(group.items).toHaveLength(4)
  })
})

describe('initials', () => {
  it('takes the first and last names', () => {
    expect(initials('Ahmed Saber')).toBe('AS')
    expect(initials('Nour El Din Fathy')).toBe('NF')
    expect(initials('Mariam')).toBe('M')
  })
})
