/**
 * Archives encrypted with age (https://age-encryption.org), through `age-encryption`, the
 * TypeScript implementation by age's author (decision 0083): the server holds only the public
 * keys (BACKUP_RECIPIENTS) and cannot read its own archives; the operator's secret key
 * (`AGE-SECRET-KEY-1…`, made by `npm run backup:key`) decrypts them, and so does the `age`
 * command (`age -d -i key.txt archive.tar.gz.age > archive.tar.gz`).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { open, readFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption'
import { BackupError } from './backup-target'

/** The first line of every age file. */
const AGE_HEADER = 'age-encryption.org/v1\n'

/** True when `file` is an age file (an encrypted archive), read from its first bytes. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(AGE_HEADER.length)
    await handle.read(head, 0, head.length, 0)
    return head.toString('latin1') === AGE_HEADER
  } finally {
    await handle.close()
  }
}

const webStream = (file: string) =>
  Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>

async function writeStream(stream: ReadableStream<Uint8Array>, to: string) {
  await pipeline(
    Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(to, { mode: 0o600 }),
  )
}

/** Encrypts `from` into `to` (mode 0600) for every recipient. */
export async function encryptFile(from: string, to: string, recipients: string[]) {
  if (recipients.length === 0) throw new BackupError('encryptFile: no recipient')
  const e = new Encrypter()
  for (const r of recipients) e.addRecipient(r)
  await writeStream(await e.encrypt(webStream(from)), to)
}

/** The secret keys of an identity file (lines `AGE-SECRET-KEY-1…`; `#` comments skipped). */
export async function readIdentities(file: string): Promise<string[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw new BackupError(`The key file ${file} could not be read.`)
  }
  const keys = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('AGE-SECRET-KEY-'))
  if (keys.length === 0) {
    throw new BackupError(`${file} holds no age secret key (a line AGE-SECRET-KEY-1…).`)
  }
  return keys
}

/** Decrypts `from` into `to` (0600); a wrong key is a BackupError naming the cause. */
export async function decryptFile(from: string, to: string, identities: string[]) {
  const d = new Decrypter()
  for (const i of identities) d.addIdentity(i)
  try {
    await writeStream(await d.decrypt(webStream(from)), to)
  } catch (error) {
    throw new BackupError(
      `The archive could not be decrypted with the key given (${(error as Error).message}).`,
    )
  }
}

/** A new key pair: the secret key's file text, and its public key for BACKUP_RECIPIENTS. */
export async function newKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateIdentity()
  return { identity, recipient: await identityToRecipient(identity) }
}
