/**
 * Stripe's rules for a card statement descriptor made of the account's prefix (the Dashboard's
 * "shortened descriptor") and our suffix (`statement_descriptor_suffix` on each intent), as
 * Stripe's "Statement descriptors" page states them: Latin characters only; 5 to 22 characters
 * in all, the prefix, "* " and the suffix together; a letter in the prefix and one in the
 * suffix; none of < > \ ' " *; the prefix 2 to 10 characters. Checked at start (env.ts), so a
 * wrong setting stops the start instead of failing every charge with Stripe's 400.
 */
const FORBIDDEN = /[<>\\'"*]/
/** Printable ASCII: Stripe strips anything else, and "Latin characters only" is the rule. */
const LATIN = /^[\x20-\x7E]+$/
const LETTER = /[A-Za-z]/
const STATEMENT_DESCRIPTOR_MAX = 22

function partProblems(name: string, value: string, min: number, max: number): string[] {
  const problems: string[] = []
  if (value.length < min || value.length > max)
    problems.push(`${name}: must be ${min} to ${max} characters`)
  if (!LATIN.test(value)) problems.push(`${name}: must use Latin letters, digits and spaces only`)
  if (FORBIDDEN.test(value)) problems.push(`${name}: must not contain < > \\ ' " or *`)
  if (!LETTER.test(value)) problems.push(`${name}: must contain at least one letter`)
  return problems
}

/** Every problem of the pair, or none; both unset is fine (the account's own descriptor is used). */
export function statementDescriptorProblems(
  prefix: string | undefined,
  suffix: string | undefined,
): string[] {
  if (!suffix) return []
  if (!prefix) {
    return [
      'STRIPE_STATEMENT_DESCRIPTOR_PREFIX: set it to the shortened descriptor of your Stripe account (Settings → Business → Public details), so the suffix can be checked against the 22-character limit',
    ]
  }
  const problems = [
    ...partProblems('STRIPE_STATEMENT_DESCRIPTOR_PREFIX', prefix, 2, 10),
    ...partProblems('STRIPE_STATEMENT_DESCRIPTOR_SUFFIX', suffix, 1, STATEMENT_DESCRIPTOR_MAX),
  ]
  const whole = fullDescriptor(prefix, suffix)
  if (whole.length > STATEMENT_DESCRIPTOR_MAX) {
    problems.push(
      `STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: "${whole}" is ${whole.length} characters; the prefix, "* " and the suffix may be ${STATEMENT_DESCRIPTOR_MAX} at most (the suffix ${STATEMENT_DESCRIPTOR_MAX - prefix.length - 2} here)`,
    )
  }
  return problems
}

/** What the donor's statement shows: Stripe joins the two with "* ". */
export const fullDescriptor = (prefix: string, suffix: string) => `${prefix}* ${suffix}`
