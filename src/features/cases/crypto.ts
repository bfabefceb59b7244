import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * National IDs are stored encrypted (AES-256-GCM). The key is derived with
 * HKDF from the Payload secret (itself derived from PAYLOAD_SECRET), so no
 * second secret has to be kept. Stored form: `enc:v1:<iv>:<tag>:<ciphertext>` (base64url).
 */
export const ENCRYPTED_PREFIX = 'enc:v1:'

export function fieldKey(secret: string): Buffer {
  if (!secret) throw new Error('fieldKey: a secret is required')
  return Buffer.from(hkdfSync('sha256', secret, 'case-requests', 'national-id', 32))
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX)

export function encryptField(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', fieldKey(secret), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return ENCRYPTED_PREFIX + [iv, tag, data].map((b) => b.toString('base64url')).join(':')
}

export function decryptField(stored: string, secret: string): string {
  if (!isEncrypted(stored)) return stored
  const [iv, tag, data] = stored.slice(ENCRYPTED_PREFIX.length).split(':')
  if (!iv || !tag || data === undefined) throw new Error('decryptField: malformed value')
  const decipher = createDecipheriv('aes-256-gcm', fieldKey(secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
