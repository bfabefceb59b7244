import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/db/embedded-postgres'
import { freePort } from './free-port'
import { runScript } from './run-script'
import { withClient } from './test-payload'

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server's maintenance database; each test file creates its own database there. */
    pgServerUrl: string
    /** A database on that server migrated once for the run, which each file's database copies. */
    pgTemplate?: string
  }
}

/**
 * Integration tests run against a real PostgreSQL server: the one named by
 * DATABASE_URL when set (any server; the tests create and drop their own
 * databases on it), otherwise an embedded server started for this run.
 * For the integration project, one database is migrated here, once; each file's database is a
 * copy of it (CREATE DATABASE … TEMPLATE), which takes a fraction of a second where migrating
 * took 3 to 5 s per file on 2 cores (decision 0092).
 */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('pgServerUrl', server.url)
  const template = project.name === 'integration' ? await migratedTemplate(server.url) : undefined
  if (template) project.provide('pgTemplate', template)
  return async () => {
    if (template)
      await withClient(server.url, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
      )
    await server.stop()
  }
}

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-int-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  const port = await freePort()
  const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'postgres' })
  return {
    url: db.url,
    async stop() {
      await db.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Creates and migrates the run's template database; its name. */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `template_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`))
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
  const { code, out } = await runScript('tests/helpers/migrate-template.ts', [], {
    DATABASE_URL: url,
  })
  if (code !== 0) throw new Error(`Migrating the template database failed (exit ${code}):\n${out}`)
  return name
}
