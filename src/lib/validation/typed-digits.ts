/**
 * Numbers as people type them (decision 0085): an Egyptian Android keyboard types
 * Arabic-Indic digits (٠–٩), a Persian or Urdu one Extended Arabic-Indic digits (۰–۹), and
 * people group phones, codes and card numbers with spaces, dashes, dots or parentheses. Every
 * numeric field and every lookup reads the typed text through these functions first (in the
 * browser and again on the server: the field builders of fields.ts call them), so what is
 * checked and stored is ASCII digits.
 */

/** Arabic-Indic U+0660–0669 and Extended Arabic-Indic U+06F0–06F9: the last hex digit is the value. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
/** Arabic decimal separator (٫) and thousands separator (٬). */
const ARABIC_DECIMAL = /\u066b/g
const ARABIC_THOUSANDS = /\u066c/g
/**
 * What people put between groups: spaces of any width (NBSP and the narrow no-break space
 * included; never a control character, which the field refuses rather than drops), ASCII and
 * Unicode dashes and the minus sign, dots, parentheses, and the invisible direction marks a
 * right-to-left keyboard or a paste adds.
 */
const GROUPING =
  /[ \u00a0\u202f\u2000-\u200b\-\u2010-\u2015\u2212.()\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g

/** ASCII digits for Arabic-Indic and Persian ones; every other character is kept. */
export function asciiDigits(value: string): string {
  return value.replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
}

/**
 * A code, a national ID, a card number or a phone as typed, reduced to its characters: ASCII
 * digits, the grouping between them removed. A leading `+` (or the `00` written for it) is
 * kept as typed; what it means is the phone rule's business (phone.ts).
 */
export function typedNumber(value: string): string {
  return asciiDigits(value).replace(GROUPING, '')
}

/** The Arabic comma (،), which an Arabic keyboard types where a Western one types ','. */
const ARABIC_COMMA = /\u060c/g
/** Commas grouping thousands ("1,500", "10,000.50"): every group of three after the first. */
const COMMA_GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/
/** One comma before one or two final digits ("1500,50"): a decimal comma. */
const DECIMAL_COMMA = /^-?\d+,\d{1,2}$/
/** Dots grouping thousands and a decimal comma ("1.500,50"). */
const DOT_GROUPED = /^-?\d{1,3}(\.\d{3})+,\d{1,2}$/

/**
 * A quantity as typed (an amount, an age): ASCII digits, white space and direction marks removed,
 * and the separators read as people write them (issue 55): the Arabic decimal separator (٫) as
 * '.', the Arabic thousands separator (٬) dropped, commas grouping thousands ("1,500") dropped,
 * a comma before one or two final digits ("١٥٠٠,٥٠", "1500،50") as the decimal point, and
 * "1.500,50" as 1500.50. An ASCII dot alone stays a decimal point ("1.500" is one and a half).
 * Anything else is kept, so the field's rule still refuses it.
 */
export function typedQuantity(value: string): string {
  const compact = asciiDigits(value)
    .replace(ARABIC_DECIMAL, '.')
    .replace(ARABIC_THOUSANDS, '')
    .replace(ARABIC_COMMA, ',')
    .replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '')
  if (COMMA_GROUPED.test(compact)) return compact.replace(/,/g, '')
  if (DECIMAL_COMMA.test(compact)) return compact.replace(',', '.')
  if (DOT_GROUPED.test(compact)) return compact.replace(/\./g, '').replace(',', '.')
  return compact
}

/**
 * The longest text a phone control takes: the 15 digits, a '+', and room for the spaces,
 * dashes and parentheses people group them with (the cap never cuts what they type). Here,
 * not in phone.ts, so a form's markup carries neither zod nor the phone metadata.
 */
export const PHONE_INPUT_MAX_LENGTH = 30
