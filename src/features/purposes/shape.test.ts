import { describe, expect, it } from 'vitest'
import {
  suggestedAmount,
  DEFAULT_PURPOSE_IMAGE,
  heroImage,
  purposeSections,
  shownItems,
  stripBullet,
  type PurposeDetail,
} from './shape'

describe('purpose detail lists', () => {
  it('strip a leading bullet character', () => {
    expect(stripBullet('• Bring doctors to villages')).toBe('Bring doctors to villages')
    expect(stripBullet('- Medical convoys')).toBe('Medical convoys')
    expect(stripBullet('  *  Exam fees')).toBe('Exam fees')
    expect(stripBullet('·Clinic')).toBe('Clinic')
    expect(stripBullet('Transport and accommodation')).toBe('Transport and accommodation')
  })
  it('keep a dash inside an item', () => {
    expect(stripBullet('Life-changing operations - cataract')).toBe(
      'Life-changing operations - cataract',
    )
  })
  it('drop items that are only a bullet', () => {
    expect(shownItems(['• ', 'A', ''])).toEqual(['A'])
    expect(shownItems(null)).toEqual([])
  })
  it('show each section only when it has items, in the spec order', () => {
    const p: PurposeDetail = {
      id: 1,
      name: 'Emergency Relief',
      description: 'Fast help',
      image: null,
      objectives: ['Respond within days'],
      services_provided: ['• Winter kits'],
      beneficiaries: [],
      partnerships: ['•'],
      impact_stats: ['3,000 blankets'],
      testimonial: null,
      support_info: [],
    }
    expect(purposeSections(p).map((s) => [s.title, s.items])).toEqual([
      ['Objectives', ['Respond within days']],
      ['Services Provided', ['Winter kits']],
      ['Impact Statistics', ['3,000 blankets']],
    ])
  })
})

describe('purpose hero', () => {
  const toPath = (url: string) => new URL(url).pathname
  it("uses the purpose's image, else the default", () => {
    expect(heroImage({ image: 'https://x.example/api/media/file/p.webp' }, toPath)).toBe(
      '/api/media/file/p.webp',
    )
    expect(heroImage({ image: null }, toPath)).toBe('/images/purpose-default.webp')
    expect(DEFAULT_PURPOSE_IMAGE).toBe('/images/purpose-default.webp')
  })
})

describe("a purpose card's suggested amount", () => {
  it("is the spec's $35.00 in English and pounds in Arabic, the Arabic form's currency (issue 55)", () => {
    expect(suggestedAmount('en')).toBe('$35.00')
    expect(suggestedAmount('ar')).toBe('١٬٧٥٠٫٠٠\u00a0ج.م')
  })
})
