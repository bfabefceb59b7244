// First: zod must be jitless in the browser before any schema below is built.
import './jitless'
import { z } from 'zod/mini'
import { MAX_ID } from '@/lib/ids'
import { asciiDigits, typedNumber, typedQuantity } from './typed-digits'

/**
 * The field builders every form schema is written with (decision 0022), in zod's own
 * vocabulary, with `zod/mini` (decision 0096: the same rules and messages in the browser and on
 * the server, for a fraction of classic zod's code in the forms' chunks; checks are passed to
 * `.check()` and wrappers are functions, `z.pipe(a, z.transform(f))` for `a.transform(f)`): each field says one thing at a time (`abort: true` on every check, so the first
 * broken rule is the field's only message, in the order the checks are written), a number may
 * arrive as a JSON number or as the text of a form control (a union), and there is one e-mail
 * rule. The messages stay the forms' own (the spec's, word for word); only the rules are shared.
 */

/** A check's options: its message, and no further checks of that field once it fails. */
export const first = (message: string) => ({ error: message, abort: true }) as const

/**
 * C0 control characters (NUL included): no form field takes them. PostgreSQL cannot store NUL
 * in a text column, so before this rule one NUL failed the insert with a 500. A
 * textarea keeps tab, line feed and carriage return (browsers send a new line as CR LF).
 * Nor DEL and the C1 controls (U+007F–U+009F), nor the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a name or a message read differently from what it
 * holds. Arabic text needs none of them; the marks U+200E, U+200F and U+061C stay.
 * Nor the invisible characters (issue 64: two names that read the same were two texts): the
 * zero-width space and joiners (U+200B–U+200D), the word joiner and invisible operators
 * (U+2060–U+2064), the Mongolian vowel separator (U+180E), a byte-order mark inside the text
 * (U+FEFF; at its ends it is trimmed as white space), and the line and paragraph separators
 * (U+2028, U+2029), which break a line where none may be. A textarea keeps the joiners
 * U+200C and U+200D: emoji sequences (a family, a flag) are joined by them.
 */
const CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u180e\u200b-\u200d\u2028\u2029\u2060-\u2064\ufeff]/
const CONTROL_IN_TEXTAREA =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u180e\u200b\u2028\u2029\u2060-\u2064\ufeff]/
/** Half of a UTF-16 surrogate pair without its other half: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export interface TextOptions {
  /** A textarea: tab and new lines are allowed. */
  multiline?: boolean
  /**
   * How a typed value is read before any rule: `typedNumber` for codes, IDs and card
   * numbers, `asciiDigits` where the grouping is part of the rule (typed-digits.ts).
   */
  normalise?: (value: string) => string
}

/** True when `value` holds a character no field takes (see CONTROL and LONE_SURROGATE). */
export function hasDisallowedCharacters(value: string, { multiline = false }: TextOptions = {}) {
  return (multiline ? CONTROL_IN_TEXTAREA : CONTROL).test(value) || LONE_SURROGATE.test(value)
}

export interface TextMessages {
  /** Missing, not text, or empty once trimmed. */
  required: string
  /** Holds a control character or a lone surrogate. */
  notAllowed: string
}

/**
 * A required text, trimmed: `required` when it is missing, not a string or blank, then
 * `notAllowed` for characters no field takes. Chain the field's own rules after it, each with
 * `first(message)`.
 */
export function requiredText(m: TextMessages, options: TextOptions = {}) {
  const normalise = options.normalise ?? ((v: string) => v)
  return z.string({ error: m.required }).check(
    z.trim(),
    z.overwrite(normalise),
    z.minLength(1, first(m.required)),
    z.refine((v) => !hasDisallowedCharacters(v, options), first(m.notAllowed)),
  )
}

/** An optional text, trimmed ('' when absent), refusing the characters no field takes. */
export function optionalText(m: { notAllowed: string; tooLong: string }, max: number) {
  return z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => !hasDisallowedCharacters(v), first(m.notAllowed)),
        z.maxLength(max, first(m.tooLong)),
      ),
    ),
    '',
  )
}

/**
 * The one e-mail pattern of every form: zod's own (`z.regexes.email`, the rule of
 * `z.email()`): ASCII addresses with a dotted domain and a top-level part of 2+ letters.
 */
export const EMAIL_PATTERN = z.regexes.email

export interface EmailMessages extends TextMessages {
  invalid: string
  tooLong: string
}

/**
 * A required e-mail address, trimmed: required, allowed characters, at most `max` characters
 * (checked before the pattern, so an overlong text is not run through it), then the pattern.
 */
export function email(m: EmailMessages, max: number) {
  return requiredText(m).check(
    z.maxLength(max, first(m.tooLong)),
    z.email({ pattern: EMAIL_PATTERN, ...first(m.invalid) }),
  )
}

/**
 * A number typed by a person: codes, national IDs, card numbers, CVCs, expiry
 * fields. Arabic-Indic and Persian digits read as ASCII and spaces, dashes, dots and parentheses
 * dropped before the field's own rules (chain them with `first(message)`), in the browser and on
 * the server alike; the output holds ASCII digits only where the rules say so.
 */
export function typedDigits(m: TextMessages) {
  return requiredText(m, { normalise: typedNumber })
}

/** Text whose digits may be typed in Arabic (a postal code, a volunteer's phone): digits as ASCII. */
export function withAsciiDigits(m: TextMessages, options: TextOptions = {}) {
  return requiredText(m, { ...options, normalise: asciiDigits })
}

const DECIMAL = /^-?\d+(\.\d+)?$/
const POSITIVE_INTEGER = /^[1-9]\d*$/

/**
 * A number the form sends as a JSON number or a control holds as text ('12.5', '1,500', «١٥٠٠,٥٠»:
 * read by typedQuantity), as a number: `message` when it is missing or empty, `invalid` (else
 * `message`) when it is text that is no number ("abc": not "required"). `z.input` is
 * `number | string`. Pipe the number's own rules on.
 */
export function decimal(message: string, invalid: string = message) {
  return z.pipe(
    z.union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .check(
            z.trim(),
            z.overwrite(typedQuantity),
            z.minLength(1, first(message)),
            z.regex(DECIMAL, { error: invalid }),
          ),
      ],
      { error: message },
    ),
    z.transform(Number),
  )
}

/**
 * A record id, as a JSON number or as text: a positive integer up to PostgreSQL's integer
 * range (an id above it names no record; src/lib/ids.ts), else `message`.
 */
export function recordId(message: string) {
  return z.pipe(
    z.pipe(
      z.union(
        [
          z.number({ error: message }),
          z
            .string({ error: message })
            .check(z.trim(), z.regex(POSITIVE_INTEGER, { error: message })),
        ],
        { error: message },
      ),
      z.transform(Number),
    ),
    z.int({ error: message }).check(z.gte(1, first(message)), z.lte(MAX_ID, first(message))),
  )
}

/**
 * A rule across fields, asked even while some field is invalid. zod skips an object's own
 * refinements once a field's check aborted (and every check here aborts), so the rule reads the
 * raw input beside the object's schema (an intersection), adds its one issue at `path`, and
 * adds nothing to the output.
 */
export function acrossFields<T extends z.ZodMiniType>(
  fields: T,
  rule: (input: Record<string, unknown>) => boolean,
  issue: { path: string[]; error: string },
) {
  const across = z.pipe(
    z.unknown().check(
      z.refine(
        (v) => rule(v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {}),
        // Aborting keeps the intersection from merging the raw input with the parsed fields.
        { ...issue, abort: true },
      ),
    ),
    z.transform(() => ({})),
  )
  return z.intersection(fields, across)
}

/**
 * What a form's controls hold for a schema's input `T`: a control holds text, so where the
 * schema also takes a number (a union above) the form's value is text ('0' for 0), and a field
 * the schema may default is always present in the form.
 */
export type ControlValues<T> = T extends number
  ? number extends T
    ? string
    : `${T}`
  : T extends Blob
    ? T
    : T extends readonly (infer U)[]
      ? ControlValues<U>[]
      : T extends object
        ? { [K in keyof T]-?: ControlValues<NonNullable<T[K]>> }
        : T
