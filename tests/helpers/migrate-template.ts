/**
 * Migrates the database of DATABASE_URL with the committed migrations, then exits: the
 * integration run's template, which every test file's database is copied from
 * (tests/helpers/postgres-server.ts). A child process of its own, so the Vitest process that
 * starts the run never holds a Payload instance or a connection to the template (PostgreSQL
 * copies a database only while nobody is connected to it).
 */
import { getPayload } from 'payload'
import { migrations } from '../../src/migrations'
import { loadPayloadConfig } from '../../scripts/lib/load-config'

process.env.PAYLOAD_DB_PUSH = 'false'
process.env.DATA_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/charity-int-data`
const payload = await getPayload({ config: await loadPayloadConfig() })
await payload.db.migrate({ migrations: migrations as never })
await payload.destroy()
process.exit(0)
