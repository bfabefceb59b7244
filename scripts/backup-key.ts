/**
 * `npm run backup:key FILE`: a new age key pair for backups (decision 0083). Writes the secret
 * key to FILE (mode 0600, never over an existing file) and prints the public key to set as
 * BACKUP_RECIPIENTS. Keep FILE off the server (a password manager, a USB key in a safe):
 * whoever holds it can read every archive, and without it no archive can be restored.
 */
import { writeFile } from 'node:fs/promises'
import { newKeyPair } from './lib/backup-crypt'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run backup:key FILE (where the secret key is written).')
  process.exit(1)
}
const { identity, recipient } = await newKeyPair()
try {
  await writeFile(
    file,
    `# The secret key of the charity's backups, made ${new Date().toISOString()}.\n# public key: ${recipient}\n${identity}\n`,
    { mode: 0o600, flag: 'wx' },
  )
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  console.error(`${file} already exists: choose another file (a key is never overwritten).`)
  process.exit(1)
}
console.log(`Secret key written to ${file}: move it off this machine and keep it safe.`)
console.log(`Set this in the environment of the site:\nBACKUP_RECIPIENTS=${recipient}`)
