import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { env, type Env } from './env'
import {
  dataKeyRingFrom,
  signingKeysFrom,
  type DataKeyRing,
  type SigningKeys,
} from './security/keys'

/**
 * The database URL: DATABASE_URL, which the launcher also sets after starting
 * the embedded server. Read lazily so that type generation and linting work
 * without a database.
 */
export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://invalid-unset-database-url'
}

/**
 * PAYLOAD_SECRET when set; otherwise a random secret created once and kept in
 * DATA_DIR, so that staff sessions survive a restart on a newcomer's machine.
 */
export function payloadSecret(e: Env): string {
  if (e.PAYLOAD_SECRET) return e.PAYLOAD_SECRET
  const file = path.resolve(e.DATA_DIR, 'secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process (a build worker) wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return readFileSync(file, 'utf8').trim()
}

let keyRing: DataKeyRing | undefined
let signing: SigningKeys | undefined

/** The key ring of data stored encrypted (decision 0024), built once per process. */
export function dataKeys(e: Env = env()): DataKeyRing {
  keyRing ??= dataKeyRingFrom({ ...e, secret: payloadSecret(e) })
  return keyRing
}

/** The keys of vote links, plan-cancel links and donation codes (decision 0024). */
export function linkKeys(e: Env = env()): SigningKeys {
  signing ??= signingKeysFrom({ ...e, secret: payloadSecret(e) })
  return signing
}
