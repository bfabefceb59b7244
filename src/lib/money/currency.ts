/**
 * The currencies the charity takes (issue 44, decision 0113): US dollars through the US entity,
 * Egyptian pounds through the Egyptian NGO. Every amount is stored in the currency's minor units
 * (cents, piastres) beside its currency; figures in different currencies are never added.
 */
export const CURRENCIES = ['USD', 'EGP'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Both currencies have 100 minor units to the major unit (cents, piastres). */
export const MINOR_UNITS_PER_MAJOR = 100

/** What a record written before currencies existed was taken in. */
export const DEFAULT_CURRENCY: Currency = 'USD'

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)

/** How a donation line is given (issue 44 item 4): Zakat, Sadaqah or general (the default). */
export const DESIGNATIONS = ['general', 'zakat', 'sadaqah'] as const
export type Designation = (typeof DESIGNATIONS)[number]
export const DEFAULT_DESIGNATION: Designation = 'general'

export const isDesignation = (value: unknown): value is Designation =>
  typeof value === 'string' && (DESIGNATIONS as readonly string[]).includes(value)
