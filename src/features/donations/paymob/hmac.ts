import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Paymob's transaction HMAC (developers.paymob.com, "HMAC Transaction Callback"; decision 0107):
 * HMAC-SHA512, keyed by the account's HMAC secret, over the values of these twenty fields
 * concatenated without separators in this (lexicographic) order, hex encoded, sent as the
 * `hmac` query parameter. The processed callback (POST) nests them under `obj` (`id`,
 * `order.id`, `source_data.*`); the response callback (GET) sends them flat as query parameters
 * (`id`, `order` — the docs write `order_id` — and `source_data.pan` …).
 */
export const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const

type Field = (typeof HMAC_FIELDS)[number]

/** A JSON value as Paymob prints it in the string: booleans as true/false, absent as empty. */
function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return ''
  return String(value)
}

function pick(obj: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      obj,
    )
}

/** The processed callback's transaction (`obj`): the string its HMAC is computed over. */
export function processedHmacString(obj: Record<string, unknown>): string {
  return HMAC_FIELDS.map((f) => text(pick(obj, f))).join('')
}

/** The response callback's query parameters: the same fields, flat. */
export function responseHmacString(query: URLSearchParams): string {
  const flat = (f: Field) => {
    if (f === 'order.id') return query.get('order') ?? query.get('order_id')
    return query.get(f)
  }
  return HMAC_FIELDS.map((f) => text(flat(f))).join('')
}

export function hmacOf(concatenated: string, secret: string): string {
  return createHmac('sha512', secret).update(concatenated, 'utf8').digest('hex')
}

/** Compares in constant time; a missing, short or non-hex signature is simply false. */
export function hmacMatches(concatenated: string, given: string | null, secret: string): boolean {
  if (!given || !secret) return false
  const expected = Buffer.from(hmacOf(concatenated, secret), 'hex')
  const actual = Buffer.from(given.trim().toLowerCase(), 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The card token callback (`"type": "TOKEN"`, developers.paymob.com, "HMAC for Card Tokens";
 * decision 0120): the same HMAC-SHA512 over its own eight fields, in this (lexicographic)
 * order, from the callback's `obj`, sent as the `hmac` query parameter.
 */
export const TOKEN_HMAC_FIELDS = [
  'card_subtype',
  'created_at',
  'email',
  'id',
  'masked_pan',
  'merchant_id',
  'order_id',
  'token',
] as const

/** The token callback's object: the string its HMAC is computed over. */
export function tokenHmacString(obj: Record<string, unknown>): string {
  return TOKEN_HMAC_FIELDS.map((f) => text(obj[f])).join('')
}
