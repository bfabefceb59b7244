import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { DataKeyRing } from '@/lib/security/keys'

/**
 * National IDs are stored encrypted (AES-256-GCM) under the data key ring (decision 0024).
 * Stored form: `enc:v2:<key id>:<iv>:<tag>:<ciphertext>` (base64url), so that a value names the
 * key it needs and keys can rotate. Values written before key ids (`enc:v1:<iv>:<tag>:<data>`)
 * decrypt with the ring's legacy key, derived from the app secret as they were written.
 */
const PREFIX = 'enc:'
const V1 = 'enc:v1:'
const V2 = 'enc:v2:'

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

export function encryptField(plain: string, ring: DataKeyRing): string {
  const { id, key } = ring.current
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return `${V2}${id}:` + [iv, tag, data].map((b) => b.toString('base64url')).join(':')
}

function open(key: Buffer, parts: string[]): string {
  const [iv, tag, data] = parts
  if (!iv || !tag || data === undefined || parts.length !== 3) {
    throw new Error('decryptField: malformed value')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}

export function decryptField(stored: string, ring: DataKeyRing): string {
  if (stored.startsWith(V1)) return open(ring.legacy, stored.slice(V1.length).split(':'))
  if (!stored.startsWith(V2)) {
    if (isEncrypted(stored)) throw new Error('decryptField: unknown format')
    return stored
  }
  const [id, ...parts] = stored.slice(V2.length).split(':')
  const key = id ? ring.byId.get(id) : undefined
  // The id only, never the value: it tells the operator which key the ring is missing.
  if (!key) throw new Error(`decryptField: no key "${id}" in DATA_ENCRYPTION_KEYS`)
  return open(key, parts)
}

/**
 * The value to store: clear text encrypted, and a value under an older key (legacy, derived,
 * or no longer first in the ring) re-encrypted under the current one, so that every save moves
 * a record onto the current key and old keys can be dropped.
 */
export function sealField(value: string, ring: DataKeyRing): string {
  if (value.startsWith(`${V2}${ring.current.id}:`)) return value
  return encryptField(isEncrypted(value) ? decryptField(value, ring) : value, ring)
}
