/**
 * CSV for spreadsheets (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so
 * Excel reads Arabic names right). A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) is prefixed with
 * an apostrophe (OWASP "CSV injection"), unless it is a plain number (decision 0105).
 */

import { MINOR_UNITS_PER_MAJOR } from './money/currency'

// What a spreadsheet reads as the start of a formula.
const FORMULA_START = /^[=+\-@\t\r]/
// A signed number and nothing else ("+201001234567", "-12.50"): a spreadsheet reads it as that
// number; it can neither call nor link anything, so it is data, not a formula (decision 0105).
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/**
 * A text cell a spreadsheet will show as text: one starting like a formula gets an apostrophe.
 * Every CSV the product writes goes through it: ours (csvCell) and the import-export plugin's
 * (src/features/donations/staff/csv-export.ts). Other values (numbers, booleans, a phone in
 * E.164) are not formulas and pass unchanged.
 */
export function formulaSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)
    ? `'${value}`
    : value
}

/**
 * An amount in minor units (cents, piastres) as the major units a spreadsheet sums: 12550 →
 * "125.50". Always beside its currency's column: amounts of two currencies are never one figure.
 */
export function csvAmount(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return ''
  const whole = Math.round(minor)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  const cents = String(abs % MINOR_UNITS_PER_MAJOR).padStart(2, '0')
  return `${sign}${Math.floor(abs / MINOR_UNITS_PER_MAJOR)}.${cents}`
}

export function csvCell(value: unknown): string {
  const text = formulaSafe(value === null || value === undefined ? '' : String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
