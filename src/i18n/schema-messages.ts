import type { Locale } from './locales'
import TABLE from './schema-messages.table.json'

/**
 * The forms' zod schemas are shared by the browser and the API and speak the spec's English
 * (the API's contract). An Arabic page shows their messages through this table: each English
 * text of the catalogue's message groups → its Arabic twin. Texts with a value in them (the
 * expiry year window, "<Field> contains characters…") are matched by pattern. The table is
 * generated from the catalogues (schema-message-table.ts), so the browser gets it, not them.
 */
const TO_ARABIC = new Map<string, string>(Object.entries(TABLE.texts))
const FIELD_NAMES: Record<string, string> = TABLE.fields

const YEAR_RANGE = /^Must be between (\d{4}) and (\d{4})$/
/** The EGP entity's limits (decision 0110): 'Minimum donation is EGP 10'. */
const EGP_LIMIT = /^(Minimum|Maximum) donation is EGP ([\d,.]+)$/
const NOT_ALLOWED = /^(.+) contains characters that are not allowed\.$/
/** waitMessage() of src/lib/forms/error-body.ts. */
const WAIT = /^Too many requests\. Please wait (\d+) minutes? and try again\.$/

const ARABIC_LETTER = /[\u0600-\u06ff]/

/**
 * A form or API message in `locale`; a text the table does not know is shown as it is, unless
 * `otherwise` is given: then an unknown English text on an Arabic page (a payment service's own
 * sentence, say 'Your card has insufficient funds.') gives way to `otherwise` in Arabic, so an
 * Arabic reader never meets an English sentence. A text already in Arabic is kept.
 */
export function localiseMessage(message: string, locale: Locale, otherwise?: string): string {
  if (locale === 'en') return message
  const known = TO_ARABIC.get(message)
  if (known) return known
  const years = YEAR_RANGE.exec(message)
  if (years) {
    return TABLE.yearRange.replace('{current}', years[1]!).replace('{max}', years[2]!)
  }
  const egp = EGP_LIMIT.exec(message)
  if (egp) {
    return (egp[1] === 'Minimum' ? TABLE.egpMin : TABLE.egpMax).replace('{amount}', egp[2]!)
  }
  const wait = WAIT.exec(message)
  if (wait) {
    // Arabic counts 3 to 10 with the plural (دقائق), other numbers with the singular (دقيقة).
    const n = Number(wait[1])
    return (n >= 3 && n <= 10 ? TABLE.waitFew : TABLE.wait).replace('{minutes}', wait[1]!)
  }
  const field = NOT_ALLOWED.exec(message)
  if (field && FIELD_NAMES[field[1]!]) {
    return TABLE.notAllowed.replace('{field}', FIELD_NAMES[field[1]!]!)
  }
  if (otherwise !== undefined && !ARABIC_LETTER.test(message)) {
    return localiseMessage(otherwise, locale)
  }
  return message
}
