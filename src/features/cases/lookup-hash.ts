import { createHmac } from 'node:crypto'
import { normaliseNationalId, normalisePhone } from './reference'

/**
 * Keyed hashes of a request's national ID and phone, stored beside the encrypted
 * value so the status page finds a request with one indexed query. Each kind has its own prefix,
 * so a phone never matches a national ID of the same digits. `keys` come from
 * `lookupKeysFrom(dataKeys())`; the first one writes.
 */
export type LookupKind = 'nid' | 'phone'

const normalise = (kind: LookupKind, value: unknown) =>
  kind === 'nid' ? normaliseNationalId(value) : normalisePhone(value)

function hmac(key: Buffer, kind: LookupKind, digits: string): string {
  return createHmac('sha256', key).update(`${kind}:${digits}`).digest('base64url')
}

/** The hash to store, or null when there is nothing to match (no digits). */
export function lookupHash(kind: LookupKind, value: unknown, keys: Buffer[]): string | null {
  const digits = normalise(kind, value)
  const key = keys[0]
  if (!digits || !key) return null
  return hmac(key, kind, digits)
}

/** Every hash a stored value may carry (one per key of the ring), for an `in` query. */
export function lookupCandidates(kind: LookupKind, value: unknown, keys: Buffer[]): string[] {
  const digits = normalise(kind, value)
  // A value without digits still yields a hash: the query runs the same way for every input.
  return keys.map((key) => hmac(key, kind, digits || '-'))
}
