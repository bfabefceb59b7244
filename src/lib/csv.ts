/**
 * CSV for spreadsheets (RFC 4180, CRLF lines, UTF-8 with a byte-order mark so
 * Excel reads Arabic names right). A cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) is prefixed with
 * an apostrophe (OWASP "CSV injection").
 */

// What a spreadsheet reads as the start of a formula.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell a spreadsheet will show as text: one starting like a formula gets an apostrophe.
 * Every CSV the product writes goes through it: ours (csvCell) and the import-export plugin's
 * (src/features/donations/staff/csv-export.ts). Other values (numbers, booleans) are not formulas and
 * pass unchanged.
 */
export function formulaSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

export function csvCell(value: unknown): string {
  const text = formulaSafe(value === null || value === undefined ? '' : String(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
