import ar from './messages/ar.json'
import en from './messages/en.json'
import type { Locale } from './locales'

/**
 * The forms' zod schemas are shared by the browser and the API and speak the spec's English
 * (the API's contract). An Arabic page shows their messages through this table: each English
 * text of the catalogue's message groups → its Arabic twin. Texts with a value in them (the
 * expiry year window, "<Field> contains characters…") are matched by pattern.
 */
const GROUPS = [
  [en.donation.messages, ar.donation.messages],
  [en.donation.alerts, ar.donation.alerts],
  [en.donation.api, ar.donation.api],
  [en.volunteer.messages, ar.volunteer.messages],
  [en.contact.messages, ar.contact.messages],
  [en.contact.alerts, ar.contact.alerts],
  [en.newsletter, ar.newsletter],
  [en.cancelPlan, ar.cancelPlan],
] as const

const TO_ARABIC = new Map<string, string>()
for (const [from, to] of GROUPS) {
  for (const [key, text] of Object.entries(from)) {
    if (!text.includes('{')) TO_ARABIC.set(text, (to as Record<string, string>)[key] ?? text)
  }
}

/** Field names of the "<Field> contains characters that are not allowed." messages. */
const FIELD_NAMES: Record<string, string> = {
  'First name': ar.donation.labels.firstName,
  'Last name': ar.donation.labels.lastName,
  Email: ar.donation.labels.email,
  'Phone number': ar.donation.labels.phone,
  Phone: ar.donation.labels.phone,
  'Card number': ar.donation.labels.cardNumber,
  'Cardholder name': ar.donation.labels.cardName,
  'Expiration month': ar.donation.labels.expMonth,
  'Expiration year': ar.donation.labels.expYear,
  CVC: ar.donation.labels.cvc,
  Address: ar.donation.labels.street,
  'ZIP/Postal code': ar.donation.labels.zip,
  'Full Name': ar.volunteer.labels.fullname,
  'Start Time': ar.volunteer.errorLabels.start_time,
  'End Time': ar.volunteer.errorLabels.end_time,
  Skills: ar.volunteer.errorLabels.skills,
  Name: ar.contact.labels.fullname,
  Subject: ar.contact.labels.subject,
  Message: ar.contact.labels.message,
}

const YEAR_RANGE = /^Must be between (\d{4}) and (\d{4})$/
const NOT_ALLOWED = /^(.+) contains characters that are not allowed\.$/

/** A form or API message in `locale`; a text the table does not know is shown as it is. */
export function localiseMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message
  const known = TO_ARABIC.get(message)
  if (known) return known
  const years = YEAR_RANGE.exec(message)
  if (years) {
    return ar.donation.messages.yearRange
      .replace('{current}', years[1]!)
      .replace('{max}', years[2]!)
  }
  const field = NOT_ALLOWED.exec(message)
  if (field && FIELD_NAMES[field[1]!]) {
    return ar.donation.notAllowed.replace('{field}', FIELD_NAMES[field[1]!]!)
  }
  return message
}
