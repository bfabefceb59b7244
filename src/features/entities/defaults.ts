import type { Currency } from '@/lib/money/currency'

/**
 * What each legal entity starts as (issue 44 item 1, decision 0113): the demo seed writes these,
 * and a database that has no row for a currency yet (an install older than entities) reads them,
 * so a gift never fails for want of a row. The registration number is empty on purpose: receipts
 * say "SAMPLE" until staff fill it in.
 */
export type EntityDefaults = {
  currency: Currency
  gateway: 'stripe' | 'paymob'
  name: { en: string; ar: string }
  address: { en: string; ar: string }
  registrationLabel: { en: string; ar: string }
  minAmount: number
  maxAmount: number
}

export const ENTITY_DEFAULTS: Record<Currency, EntityDefaults> = {
  USD: {
    currency: 'USD',
    gateway: 'stripe',
    name: { en: 'New Egypt Foundation', ar: 'مؤسسة مصر الجديدة' },
    address: {
      en: 'New Egypt Foundation\nUnited States',
      ar: 'مؤسسة مصر الجديدة\nالولايات المتحدة',
    },
    registrationLabel: { en: 'EIN', ar: 'رقم التعريف الضريبي (EIN)' },
    // The spec's limits: $1 to $10,000.
    minAmount: 100,
    maxAmount: 1_000_000,
  },
  EGP: {
    currency: 'EGP',
    gateway: 'paymob',
    name: { en: 'New Egypt Foundation (Egypt)', ar: 'مؤسسة مصر الجديدة (مصر)' },
    address: { en: 'Cairo, Egypt', ar: 'القاهرة، مصر' },
    registrationLabel: {
      en: 'Ministry of Social Solidarity registration no.',
      ar: 'رقم القيد بوزارة التضامن الاجتماعي',
    },
    // 10 to 500,000 Egyptian pounds, in piastres; staff change them in the back office.
    minAmount: 1_000,
    maxAmount: 50_000_000,
  },
}
