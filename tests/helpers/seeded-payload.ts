import { inject } from 'vitest'
import { createTestPayload, databaseUrlOf, testDataDir, withClient } from './test-payload'
import { runScript } from './run-script'

/**
 * The `beforeAll` time of a file that calls createSeededTestPayload(): the seed (35 to 55 s on a
 * quiet 2-core machine, over 4 minutes with three builds beside it), and for a file that comes
 * while another seeds, the wait for it first. The suite's 240 s were seen too short on a loaded
 * machine (decision 0115).
 */
export const SEEDED_HOOK_TIMEOUT = 600_000

/** Any constant of its own: the integration files that seed queue on it. */
const LOCK_KEY = 727_115

/**
 * A Payload instance on a copy of the demo seed (src/seed), for a file that reads the seeded
 * content. The seed takes 35 to 55 s on a 2-core machine; three files each seeded a database of
 * their own (decision 0115). Now the first file to ask seeds one database of the run's server with
 * `scripts/prepare-db.ts` (the migrations and the seed, as `npm start` applies them), kept as a
 * template; each file then gets a copy of it (CREATE DATABASE … TEMPLATE: about a second).
 * An advisory lock makes the others wait for that one seed instead of seeding beside it. The
 * uploads the seed wrote are in the tests' data folder, as they were when each file seeded.
 */
export async function createSeededTestPayload(): ReturnType<typeof createTestPayload> {
  const serverUrl = inject('pgServerUrl')
  const template = inject('seedTemplate')
  await withClient(serverUrl, async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
    try {
      const made = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
      if (made.rowCount === 0) await seedTemplate(serverUrl, template)
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY])
    }
  })
  return createTestPayload(serverUrl, { template })
}

/**
 * Seeds a database under a working name in a child process (its Payload and its connections end
 * with it: a template must have none), then gives it the template's name: a seed that fails
 * half-way leaves no template behind, and the next file tries again.
 */
async function seedTemplate(serverUrl: string, template: string) {
  const working = `${template}_seeding`
  await withClient(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${working} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${working}`)
  })
  const { code, out } = await runScript('scripts/prepare-db.ts', [], {
    DATABASE_URL: databaseUrlOf(serverUrl, working),
    DATA_DIR: testDataDir(),
    PAYLOAD_DB_PUSH: 'false',
  })
  if (code !== 0) throw new Error(`The seed of the template failed (exit ${code}):\n${out}`)
  await withClient(serverUrl, (c) => c.query(`ALTER DATABASE ${working} RENAME TO ${template}`))
}
