import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { newKeyPair } from '../../scripts/lib/backup-crypt'

/** A backup key pair for a test: the secret key's file in `dir`, and the public key. */
export async function backupKey(dir: string, name = 'backup-key.txt') {
  const { identity, recipient } = await newKeyPair()
  const file = path.join(dir, name)
  await writeFile(file, `${identity}\n`, { mode: 0o600 })
  return { file, recipient }
}
