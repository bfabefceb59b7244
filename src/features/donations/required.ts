/**
 * Which of the donation form's fields are marked required (issue 55). The form's schema is its
 * own chunk, loaded once the visitor engages the form, so the marks cannot be read from it at
 * the first paint; they are listed here, and required.test.ts proves the list is exactly what
 * the schema refuses empty, for each kind of country. Lines' fields read `donations.*.name`.
 */

/** Countries where the postal code is optional: most Egyptians do not know theirs. */
export const POSTAL_CODE_OPTIONAL: readonly string[] = ['EG']

const ALWAYS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'donations.*.donation_purpose_id',
  'donations.*.donation_amount',
  'cc_number',
  'cc_name',
  'cc_exp_month',
  'cc_exp_year',
  'cc_cvc',
  'street',
  'country',
  'state',
  'city',
] as const

/** The required fields for the chosen country's ISO code (none chosen yet: undefined). */
export function donationRequired(countryIso: string | undefined): ReadonlySet<string> {
  const zipOptional = POSTAL_CODE_OPTIONAL.includes(countryIso?.toUpperCase() ?? '')
  return new Set<string>(zipOptional ? ALWAYS : [...ALWAYS, 'zip_code'])
}
