/**
 * Texts of the account-style pages (spec 001 section 2: /login, /signup,
 * /reset-password, /lock-screen; the spec shows no submit behaviour, the
 * issue defines it).
 */

/** Minutes sign-ins stay refused after five failed ones (SIGN_IN_THROTTLE, staff-auth-throttle.ts). */
export const LOCK_MINUTES = 10

export const SIGN_IN_MESSAGES = {
  /** Wrong e-mail or password (also the off-canvas panel's text). */
  failed: 'The email or password is incorrect, or the account is locked. Please try again later.',
  locked: `This account is locked after too many failed sign-in attempts. Please wait ${LOCK_MINUTES} minutes and try again, or reset your password.`,
  network: 'Something went wrong. Please try again.',
} as const

/** The one answer of /reset-password, whether or not the address has an account. */
export const RESET_SENT =
  'If an account exists for this address, we have sent a link to reset its password.'
export const RESET_FAILED = 'Something went wrong. Please try again.'

/** The answer of /signup and /lock-screen; "login page" links to /login. */
export const NOT_OPEN = {
  lead: 'Accounts for the public are not open yet. Staff can sign in on the ',
  link: 'login page',
  end: '.',
} as const
export const NOT_OPEN_MESSAGE = `${NOT_OPEN.lead}${NOT_OPEN.link}${NOT_OPEN.end}`
