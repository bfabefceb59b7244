import { CONTACT_DETAILS } from '@/lib/organisation'

/**
 * Texts and constants of the donation form and flow, copied word for word
 * from spec 000 (sections 2, 5, 8 and 9). Texts the spec does not give are
 * marked "spec-silent" and say what a donor would expect.
 */

/** The validation table of spec 000 section 5 ("Donation form"). */
export const DONATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMin: 'Minimum 2 characters required',
  nameMax: 'Maximum length is 100 characters',
  nameLetters: 'Only letters are allowed',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  emailMax: 'Maximum length is 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter 10-15 digit phone number',
  /**
   * spec-silent (issue 55): 10 to 15 digits, but no number of the chosen country (read there
   * when typed without a country code).
   */
  phoneNotOfCountry:
    'This is not a phone number of the chosen country. Check it, or start with + and the country code.',
  purposeRequired: 'Donation purpose is required',
  amountRequired: 'Donation amount is required',
  /** spec-silent (issue 55): text that is no number, such as letters. */
  amountInvalid: 'Enter the amount in digits, for example 150 or 150.50',
  amountMin: 'Minimum donation is $1',
  amountMax: 'Maximum donation is $10,000',
  /** spec-silent: amounts are dollars and cents. */
  amountCents: 'Use at most 2 decimal places',
  /** spec-silent: the repeat type selector shows once repeat is checked. */
  repeatTypeRequired: 'Repeat type is required',
  /** spec-silent: is_repeat is '0' or '1'. */
  repeatInvalid: "Repeat must be '0' or '1'",
  /** spec-silent: the payload needs at least one line (the form always has one). */
  linesRequired: 'Add at least one donation',
  /** spec-silent: a bound on the work one request may cause. */
  linesMax: 'At most 20 donations at once',
  cardRequired: 'Card number is required',
  cardInvalid: 'Please enter 12-19 digit card number',
  cardNameRequired: 'Cardholder name is required',
  cardNameLetters: 'Only letters and spaces are allowed',
  cardNameMin: 'Minimum 3 characters required',
  /** spec-silent: a bound on the stored name. */
  cardNameMax: 'Maximum length is 100 characters',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'Must be 3 or 4 digits',
  monthRequired: 'Expiration month is required',
  monthDigits: 'Must be 1-2 digits',
  monthRange: 'Must be between 1 and 12',
  yearRequired: 'Expiration year is required',
  yearDigits: 'Must be a 4-digit year',
  yearRange: (current: number, max: number) => `Must be between ${current} and ${max}`,
  streetRequired: 'Address is required',
  /** Not displayed by the form (spec: only the required message is shown); in the 422 map. */
  streetMin: 'Minimum 10 characters required',
  /** spec-silent: a bound on the stored address. */
  streetMax: 'Maximum length is 255 characters',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  /** spec-silent (server only): the chosen state or city is not in the chosen country or state. */
  stateMismatch: 'Choose a state of the selected country',
  cityMismatch: 'Choose a city of the selected state',
  /** spec-silent (server only): the purpose is not a donation purpose. */
  purposeUnknown: 'Choose one of the listed donation purposes',
  /** Hidden fields: nothing is displayed; in the 422 map. */
  latitudeRequired: 'Choose your address from the suggestions',
  longitudeRequired: 'Choose your address from the suggestions',
  zipRequired: 'ZIP/Postal code is required',
  zipInvalid: 'Enter a valid ZIP or postal code (3–10 letters/numbers)',
  otpInvalid: 'Please enter a valid 6-digit OTP',
} as const

/** The alerts and dialog of spec 000 section 8. */
export const DONATION_ALERTS = {
  invalid: { title: 'Form Invalid', text: 'Please fill all required fields correctly' },
  failed: {
    title: 'Donation Failed',
    text: 'There was an error processing your donation. Please try again.',
  },
  otp: {
    title: 'Verify OTP',
    text: 'An OTP has been sent to your email. Please enter it below:',
    placeholder: 'Enter 6-digit OTP',
    verify: 'Verify',
    cancel: 'Cancel',
    failed: 'OTP verification failed. Please try again.',
  },
  success: { title: 'Donation Successful!', text: 'Thank you for your generous donation' },
} as const

export const FORM_TEXTS = {
  personal: 'Personal Details',
  donation: 'Donation Details',
  payment: 'Payment Details',
  submit: 'Complete Donation',
  tooltipInvalid: 'Fill The Form',
  tooltipValid: 'Click to Submit',
  feeNotice: '%3.5 Credit card process fee will be added to your total',
  /**
   * spec-silent (issue 55, decision 0102): the spec's sentence is true only when the donor ticks
   * "cover the fee"; unticked, the fee comes out of the gift and this says so.
   */
  feeNoticeDeducted:
    'The 3.5% credit card process fee is taken from your gift: you are charged the total. Tick the box below to add the fee on top.',
  total: 'Total Donation',
  fee: 'Process fee',
  net: 'Net Donation',
} as const

/** Answers of the donation API (spec-silent texts, each a clear sentence). */
export const DONATION_API_MESSAGES = {
  staged: 'An OTP has been sent to your email.',
  confirmed: 'Thank you for your generous donation',
  wrongCode: 'The code is incorrect.',
  tooManyWrongCodes: 'Too many wrong codes. Please start your donation again.',
  expired: 'The code has expired. Please start your donation again.',
  used: 'This code has already been used.',
  notFound: 'No pending donation was found for this email.',
  mailFailed: 'We could not send the code to your email. Please try again.',
  /** A confirmation cut off after its claim (a fault, a crash): the charge may have happened. */
  pending:
    'Your payment may have gone through. If it did, your receipt will follow by e-mail within a few minutes. Please do not pay again.',
  /** A second confirmation of a code whose donation is recorded (decision 0081). */
  received: 'Your donation has been received. Your receipt is on its way by e-mail.',
  /**
   * spec-silent ("send the code again", decision 0103): said alike whether or not a donation
   * waits for the address, as a wrong code is (issue 25, finding 12).
   */
  resent: 'If a donation is waiting for this email, its code has been sent to it again.',
} as const

export const REPEAT_TYPES = ['weekly', 'biweekly', 'monthly'] as const
export type RepeatType = (typeof REPEAT_TYPES)[number]
export const REPEAT_LABELS: Record<RepeatType, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
}

/** Spec 000 section 9. */
export const DONATION_LIMITS = {
  amountMin: 1,
  amountMax: 10_000,
  amountStep: 10,
  cardMaxLength: 19,
  cvcMaxLength: 4,
  zipMaxLength: 10,
  expiryYears: 20,
  otpLength: 6,
  suggestAfter: 2,
  autocompleteStepMs: 500,
  maxLines: 20,
} as const

/**
 * The one-time code: 10 minutes, 5 wrong tries (issue 5) from one client address, after
 * which that address is refused for this staging; wrong codes from any address end the
 * staging only at `maxWrongAttemptsTotal`, so an outsider cannot cancel someone's gift
 * with five guesses (issue 25, finding 12; decision 0023).
 */
export const OTP_POLICY = {
  ttlMinutes: 10,
  maxWrongAttempts: 5,
  maxWrongAttemptsTotal: 15,
} as const

/** The honeypot rule is shared by every form: src/lib/forms/honeypot.ts. */
export { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

/** The foundation's details printed on receipts (the New York office of the contact page). */
export const ORGANISATION = {
  name: 'New Egypt Foundation',
  address: CONTACT_DETAILS.offices[0].lines,
  email: CONTACT_DETAILS.email,
  phone: CONTACT_DETAILS.phone.display,
} as const

/**
 * Stripe mode's own texts (spec-silent; issue 19): the card fields are Stripe Elements, which
 * show Stripe's messages for what they validate; these are ours around them.
 */
export const STRIPE_MESSAGES = {
  paymentMethodRequired: 'Enter your card details',
  cardFieldRefused: 'Card details are taken by the secure card fields only.',
  stripeUnavailable: 'The card fields could not be loaded. Please try again later.',
  authenticationFailed: 'Your bank did not confirm the payment.',
} as const

/** The cancel link's answers (POST cancel-recurring); the page's texts are in the catalogues. */
export const CANCEL_MESSAGES = {
  invalidLink: 'This link is not valid. Please use the link from your e-mail.',
  cancelled: 'Your recurring donation is cancelled. Nothing more will be charged.',
} as const

/** A gift's receipt number, as its receipt and mails print it (issue 20). */
export const receiptNumber = (donationId: number) => `D-${donationId}`
