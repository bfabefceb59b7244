import 'server-only'
import type { Payload } from 'payload'
import type { Currency } from '@/lib/money/currency'
import type { LegalEntity } from '@/payload-types'
import { ENTITY_DEFAULTS } from './defaults'

export type Locale = 'en' | 'ar'

/** An entity as its readers use it: texts in one language, the optional fields as null. */
export type Entity = {
  id: number | null
  currency: Currency
  gateway: 'stripe' | 'paymob'
  name: string
  address: string
  /** Printed under its mails (none by default). */
  phone?: string | null
  registrationLabel: string
  registrationNumber: string | null
  minAmount: number
  maxAmount: number
  deductibilityStatement: string | null
  signatoryName: string | null
  signatoryTitle: string | null
  signature: LegalEntity['signature']
}

/**
 * The legal entity that receives gifts in `currency` (decision 0113), its texts in `locale`;
 * the built-in defaults when no row exists yet (see defaults.ts).
 */
export async function entityForCurrency(
  payload: Payload,
  currency: Currency,
  locale: Locale = 'en',
): Promise<Entity> {
  const { docs } = await payload.find({
    collection: 'legal-entities',
    where: { currency: { equals: currency } },
    locale,
    limit: 1,
    // One row is wanted, not a page: without this Payload counts the rows too, a second query
    // on every read, and a donation reads its entity six times (docs/benchmarks.md).
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const row = docs[0]
  return row ? fromRow(row) : fromDefaults(currency, locale)
}

function fromRow(row: LegalEntity): Entity {
  return {
    id: row.id,
    currency: row.currency,
    gateway: row.gateway,
    name: row.name,
    address: row.address,
    phone: row.phone?.trim() || null,
    registrationLabel: row.registrationLabel,
    registrationNumber: row.registrationNumber?.trim() || null,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    deductibilityStatement: row.deductibilityStatement?.trim() || null,
    signatoryName: row.signatoryName?.trim() || null,
    signatoryTitle: row.signatoryTitle?.trim() || null,
    signature: row.signature ?? null,
  }
}

function fromDefaults(currency: Currency, locale: Locale): Entity {
  const d = ENTITY_DEFAULTS[currency]
  return {
    id: null,
    currency,
    gateway: d.gateway,
    name: d.name[locale],
    address: d.address[locale],
    phone: null,
    registrationLabel: d.registrationLabel[locale],
    registrationNumber: null,
    minAmount: d.minAmount,
    maxAmount: d.maxAmount,
    deductibilityStatement: null,
    signatoryName: null,
    signatoryTitle: null,
    signature: null,
  }
}
