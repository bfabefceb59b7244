import { createHash, hkdfSync } from 'node:crypto'

/**
 * The app's keys, kept apart (decision 0024) so that changing one does not void what another
 * protects:
 *
 * - DATA_ENCRYPTION_KEYS: a key ring for data stored encrypted (national IDs), written
 *   `id:base64key,id:base64key`. The first entry encrypts; every entry decrypts, picked by the
 *   key id that each ciphertext carries, so a key can be rotated by putting a new one first.
 * - LINK_SIGNING_KEY: the HMAC key of vote links, plan-cancel links and donation code hashes.
 *
 * Either one left unset is derived from the app secret (PAYLOAD_SECRET, or the random one kept
 * in DATA_DIR) with HKDF under its own label, so `npm start` needs nothing configured. Derived
 * keys change with the secret; explicit ones do not.
 */

/** A key id: short, printable, and free of the ':' and ',' that separate the ring's parts. */
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/
/** The id of the key derived from the app secret when DATA_ENCRYPTION_KEYS is unset. */
export const DERIVED_KEY_ID = 'derived'

export interface DataKey {
  id: string
  key: Buffer
}

export interface DataKeyRing {
  /** Encrypts every new value. */
  current: DataKey
  /** Decrypts values by the key id they carry. */
  byId: ReadonlyMap<string, Buffer>
  /** Decrypts values written before keys had ids (`enc:v1:`): derived as the app did then. */
  legacy: Buffer
}

export interface SigningKeys {
  /**
   * Signs and verifies every link and code. Those made before LINK_SIGNING_KEY (under the app
   * secret) are no longer accepted (issue 47; decision 0080).
   */
  key: Buffer
}

/** The inputs the keys come from (validated env values and the resolved app secret). */
export interface KeySource {
  secret: string
  DATA_ENCRYPTION_KEYS?: string
  LINK_SIGNING_KEY?: string
}

function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim()
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined
  // Node's base64 decoder reads the URL-safe alphabet too.
  return Buffer.from(trimmed, 'base64')
}

/** Parses DATA_ENCRYPTION_KEYS; throws a message naming what is wrong (never the key). */
export function parseKeyRing(text: string): DataKey[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) throw new Error('must list at least one id:base64key entry')
  const seen = new Set<string>()
  return entries.map((entry, index) => {
    const at = entry.indexOf(':')
    const id = at < 0 ? '' : entry.slice(0, at)
    if (!KEY_ID.test(id)) {
      throw new Error(
        `entry ${index + 1} must be id:base64key with an id of 1 to 32 letters, digits, - or _`,
      )
    }
    if (seen.has(id)) throw new Error(`key id "${id}" is listed twice`)
    seen.add(id)
    const key = decodeKey(entry.slice(at + 1))
    if (key?.length !== 32) {
      throw new Error(`key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`)
    }
    return { id, key }
  })
}

/** Parses LINK_SIGNING_KEY; throws a message naming what is wrong (never the key). */
export function parseSigningKey(text: string): Buffer {
  const key = decodeKey(text)
  if (!key || key.length < 32) {
    throw new Error('must be at least 32 bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

/** A 32-byte key derived from the app secret, one label per use. */
export function derivedKey(secret: string, label: string): Buffer {
  if (!secret) throw new Error('derivedKey: a secret is required')
  return Buffer.from(hkdfSync('sha256', secret, 'new-egypt-foundation', label, 32))
}

/** Payload's own digest of its secret, which keyed national IDs and codes before 0024. */
export const payloadDigest = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

export function dataKeyRingFrom(source: KeySource): DataKeyRing {
  const derived: DataKey = {
    id: DERIVED_KEY_ID,
    key: derivedKey(source.secret, 'data-encryption'),
  }
  const explicit = source.DATA_ENCRYPTION_KEYS ? parseKeyRing(source.DATA_ENCRYPTION_KEYS) : []
  // The derived key stays readable after keys are configured, so values written before that
  // still decrypt while the secret is unchanged; an explicit key of the same id takes its place.
  const byId = new Map([derived, ...explicit].map((k) => [k.id, k.key]))
  const legacy = Buffer.from(
    hkdfSync('sha256', payloadDigest(source.secret), 'case-requests', 'national-id', 32),
  )
  return { current: explicit[0] ?? derived, byId, legacy }
}

export function signingKeysFrom(source: KeySource): SigningKeys {
  return {
    key: source.LINK_SIGNING_KEY
      ? parseSigningKey(source.LINK_SIGNING_KEY)
      : derivedKey(source.secret, 'link-signing'),
  }
}

/**
 * The keys of lookup hashes (issue 22: a case request found by an HMAC of its national ID or
 * phone, never by decrypting rows): one per key of the data ring, derived with HKDF under the
 * label `case-lookup`, so a lookup hash is never the data key itself and never equals a
 * ciphertext's key. The current key's comes first (new hashes); a lookup tries every key, so
 * rows hashed before a rotation are still found until they are re-saved.
 */
export function lookupKeysFrom(ring: DataKeyRing): Buffer[] {
  const keys = [ring.current.key, ...[...ring.byId.values()].filter((k) => k !== ring.current.key)]
  return keys.map((key) =>
    Buffer.from(hkdfSync('sha256', key, 'new-egypt-foundation', 'case-lookup', 32)),
  )
}
