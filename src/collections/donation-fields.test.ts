import { describe, expect, it } from 'vitest'
import { MONEY_CELL } from '@/components/admin/money-cell'
import { money } from './donation-fields'

/** The lists of donations, charges, plans and staged gifts: amounts in their own currency. */
describe('a money field of the donation records', () => {
  it('is drawn in the lists by the money cell, not as bare minor units', () => {
    const field = money('total', 'Total') as { admin?: { components?: { Cell?: unknown } } }
    expect(field.admin?.components?.Cell).toBe(MONEY_CELL)
  })
})
