import ar from './messages/ar.json'
import en from './messages/en.json'

/**
 * Builds the table behind localiseMessage (schema-messages.ts) from both catalogues. Not for
 * the browser: importing a catalogue puts all of it in the bundle (20 KB compressed for the two,
 * on every page, through the footer's newsletter form; issue 24). `npm run
 * generate:schema-messages` writes the table to schema-messages.table.json, and
 * schema-messages.test.ts fails when that file is not what this builds.
 */
const GROUPS = [
  [en.donation.messages, ar.donation.messages],
  [en.donation.alerts, ar.donation.alerts],
  [en.donation.api, ar.donation.api],
  [en.donation.gateway, ar.donation.gateway],
  [en.volunteer.messages, ar.volunteer.messages],
  [en.contact.messages, ar.contact.messages],
  [en.contact.alerts, ar.contact.alerts],
  [en.newsletter, ar.newsletter],
  [en.cancelPlan, ar.cancelPlan],
] as const

export function buildSchemaMessageTable() {
  const texts: Record<string, string> = {}
  for (const [from, to] of GROUPS) {
    for (const [key, text] of Object.entries(from)) {
      if (!text.includes('{')) {
        texts[text] = (to as Record<string, string>)[key] ?? text
      }
    }
  }
  return {
    /** Each English text of the forms' message groups → its Arabic twin. */
    texts,
    /** Field names of the "<Field> contains characters that are not allowed." messages. */
    fields: {
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
    } as Record<string, string>,
    yearRange: ar.donation.messages.yearRange,
    egpMin: ar.donation.messages.egpMin,
    egpMax: ar.donation.messages.egpMax,
    notAllowed: ar.donation.notAllowed,
    wait: ar.common.wait,
    waitFew: ar.common.waitFew,
  }
}
