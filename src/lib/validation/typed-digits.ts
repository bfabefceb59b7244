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

/**
 * A quantity as typed (an amount, an age): ASCII digits, the Arabic decimal separator as '.',
 * the Arabic thousands separator and white space removed. An ASCII dot stays a decimal point.
 */
export function typedQuantity(value: string): string {
  return asciiDigits(value)
    .replace(ARABIC_DECIMAL, '.')
    .replace(ARABIC_THOUSANDS, '')
    .replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '')
}

/**
 * The longest text a phone control takes: the 15 digits, a '+', and room for the spaces,
 * dashes and parentheses people group them with (the cap never cuts what they type). Here,
 * not in phone.ts, so a form's markup carries neither zod nor the phone metadata.
 */
export const PHONE_INPUT_MAX_LENGTH = 30
