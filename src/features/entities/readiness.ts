import type { Currency } from '@/lib/money/currency'
import { ENTITY_DEFAULTS } from './defaults'

/**
 * What a legal entity still lacks before its receipts are valid for tax (issue 45 item 1,
 * decision 0112). A receipt names who received the gift: without the legal name, a postal
 * address with a street (the built-in defaults are only a city and a country) or the
 * registration number it is a SAMPLE. The tax statement and the signatory are asked for by the
 * go-live checklist; a receipt without them is still the entity's.
 */
export type EntityGap =
  | 'name'
  | 'address'
  | 'registrationNumber'
  | 'deductibilityStatement'
  | 'signatory'

/** The gaps that make a receipt a sample. */
const SAMPLE_GAPS: readonly EntityGap[] = ['name', 'address', 'registrationNumber']

type Filled = {
  currency: Currency
  name: string | null
  address: string | null
  registrationNumber: string | null
  deductibilityStatement: string | null
  signatoryName: string | null
}

const blank = (value: string | null | undefined) => !value || !value.trim()
const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim()

/** The address still is one of the built-in placeholders (either language). */
function placeholderAddress(currency: Currency, address: string) {
  const d = ENTITY_DEFAULTS[currency].address
  return [d.en, d.ar].some((text) => squeeze(text) === squeeze(address))
}

/** Every gap of `entity`, in the order the checklist names them. */
export function entityGaps(entity: Filled): EntityGap[] {
  const gaps: EntityGap[] = []
  if (blank(entity.name)) gaps.push('name')
  if (blank(entity.address) || placeholderAddress(entity.currency, entity.address!))
    gaps.push('address')
  if (blank(entity.registrationNumber)) gaps.push('registrationNumber')
  if (blank(entity.deductibilityStatement)) gaps.push('deductibilityStatement')
  if (blank(entity.signatoryName)) gaps.push('signatory')
  return gaps
}

/** Whether the entity's receipts must say "SAMPLE — not valid for tax". */
export const isSample = (entity: Filled): boolean =>
  entityGaps(entity).some((gap) => SAMPLE_GAPS.includes(gap))
