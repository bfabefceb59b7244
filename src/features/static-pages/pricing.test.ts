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

describe('the Arabic FAQs and pricing', () => {
  const arabic = /[\u0600-\u06ff]/
  it('has every question of every FAQ group in Arabic, in the same order and anchors', async () => {
    const { FAQ_GROUPS_AR } = await import('./faqs-ar')
    expect(FAQ_GROUPS_AR.map((g) => [g.id, g.items.length])).toEqual(
      FAQ_GROUPS.map((g) => [g.id, g.items.length]),
    )
    for (const [g, group] of FAQ_GROUPS_AR.entries()) {
      expect(group.title).toMatch(arabic)
      for (const [i, item] of group.items.entries()) {
        expect(item.question).toMatch(arabic)
        expect(item.answer).toHaveLength(FAQ_GROUPS[g]!.items[i]!.answer.length)
      }
    }
  })

  it('names every feature and plan in the catalogue, and answers the pricing FAQ in Arabic', async () => {
    const { FEATURE_KEYS, PRICING_FAQ, PRICING_FAQ_AR } = await import('./pricing')
    const ar = (await import('@/i18n/messages/ar.json')).default.pricing
    for (const plan of PLANS) {
      expect(ar.plans[plan.name.toLowerCase() as keyof typeof ar.plans]).toMatch(arabic)
      for (const f of [...plan.includes, ...(plan.extra ? [plan.extra] : [])]) {
        expect(ar.features[FEATURE_KEYS[f] as keyof typeof ar.features], f).toMatch(arabic)
      }
    }
    expect(PRICING_FAQ_AR).toHaveLength(PRICING_FAQ.length)
  })
})
