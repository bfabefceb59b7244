import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '@/lib/env'

/**
 * The first staff account: ADMIN_EMAIL/ADMIN_PASSWORD when set; otherwise, on
 * an empty database, an admin with a random password printed once.
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
  console.log(
    `\n  ┌──────────────────────────────────────────────────────────────\n` +
      `  │ First staff account created (shown only this once):\n` +
      `  │   e-mail:   ${email}\n` +
      `  │   password: ${password}\n` +
      `  │ Sign in at /admin and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n` +
      `  └──────────────────────────────────────────────────────────────\n`,
  )
}
