import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'

/** The uploads folder of the integration tests' Payload (and of the seeded template's). */
export const testDataDir = () =>
  process.env.DATA_DIR ?? `${process.env.TMPDIR ?? '/tmp'}/charity-int-data`

/**
 * A Payload instance on a database of its own, freshly migrated with the
 * committed migrations, for one integration test file. `close()` drops it. On the run's shared
 * server, or on `serverUrlText` (a test that restarts its own server). With `template`, the
 * database starts as a copy of that one (tests/helpers/seeded-payload.ts).
 */
export async function createTestPayload(
  serverUrlText: string = inject('pgServerUrl'),
  { template }: { template?: string } = {},
): Promise<{
  payload: Payload
  databaseUrl: string
  close(): Promise<void>
}> {
  const serverUrl = new URL(serverUrlText)
  const name = `test_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl.toString(), (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  )
  const databaseUrl = databaseUrlOf(serverUrl, name)

  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_DB_PUSH = 'false'
  process.env.DATA_DIR = testDataDir()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('@/migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })

  return {
    payload,
    databaseUrl,
    async close() {
      // Idle pooled connections are cut when the database is dropped: expected here.
      ;(payload.db as unknown as { pool?: pg.Pool }).pool?.on('error', () => undefined)
      await payload.destroy()
      await withClient(serverUrl.toString(), (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      )
    },
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export const databaseUrlOf = (serverUrl: URL | string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
