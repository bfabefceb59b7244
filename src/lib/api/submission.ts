/**
 * The one result type of every public submission (contact, volunteer,
 * newsletter, case request, donation stage / confirm / cancel, address
 * suggestions, votes): the feature's server code decides, `respond()`
 * (src/lib/api/respond.ts) answers in the spec's shapes.
 *
 * - ok: done (or a bot filled the honeypot: answered alike, nothing done);
 *   carries what the success answer needs.
 * - invalid: 422 with a message list per field; `message` replaces the
 *   generic 'The given data was invalid.' where the spec names one.
 * - limited: 429 with Retry-After.
 * - refused: any other status with its message (404, 409, 410, 402…).
 */
export type FieldIssue = { path: readonly PropertyKey[]; message: string }

export type Submission<T extends object = object> =
  | ({ kind: 'ok' } & T)
  | { kind: 'invalid'; issues: FieldIssue[]; message?: string }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'refused'; status: number; message: string }

export type Rejection = Exclude<Submission, { kind: 'ok' }>

export const invalid = (issues: FieldIssue[], message?: string): Rejection =>
  message ? { kind: 'invalid', issues, message } : { kind: 'invalid', issues }

/** One field's message as an `invalid` result. */
export const invalidField = (field: string, message: string, summary?: string): Rejection =>
  invalid([{ path: [field], message }], summary)

export const limited = (retryAfterSeconds: number): Rejection => ({
  kind: 'limited',
  retryAfterSeconds,
})

export const refused = (status: number, message: string): Rejection => ({
  kind: 'refused',
  status,
  message,
})
