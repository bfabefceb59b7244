import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '@/lib/env'

/** Where the generated first password is kept (mode 0600), never in the log. */
export const firstAdminPasswordFile = () => path.resolve(env().DATA_DIR, 'first-admin-password')

/**
 * The first staff account: ADMIN_EMAIL/ADMIN_PASSWORD when set; otherwise, on
 * an empty database, an admin with a random password written to a file of the
 * data folder that only this account can read. The log names the file only: logs
 * are kept, shipped and read by more people than the server's files.
 */
export async function seedStaff(payload: Payload, log: (msg: string) => void) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: ADMIN_EMAIL } },
      limit: 1,
      overrideAccess: true,
    })
    if (found.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          name: 'Administrator',
          roles: ['admin'],
        },
      })
      log(`staff account ${ADMIN_EMAIL} created from ADMIN_EMAIL`)
    }
    return
  }
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0) return
  const email = 'admin@newegypt.example'
  const password = randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrator', roles: ['admin'] },
  })
  const file = firstAdminPasswordFile()
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 })
  chmodSync(file, 0o600) // an older file of the same name keeps its mode otherwise
  console.log(
    `\n  ┌──────────────────────────────────────────────────────────────\n` +
      `  │ First staff account created: ${email}\n` +
      `  │ Its password is in ${file} (readable by this account only).\n` +
      `  │ Sign in at /admin, change it and delete the file, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n` +
      `  └──────────────────────────────────────────────────────────────\n`,
  )
}
