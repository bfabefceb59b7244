import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../src/lib/db/embedded-postgres'
import { freePort } from './free-port'
import { withClient } from './test-payload'

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server's maintenance database; each test file creates its own database there. */
    pgServerUrl: string
    /** The name of this run's seeded template database (tests/helpers/seeded-payload.ts). */
    seedTemplate: string
  }
}

/**
 * Integration tests run against a real PostgreSQL server: the one named by
 * DATABASE_URL when set (any server; the tests create and drop their own
 * databases on it), otherwise an embedded server started for this run.
 */
export default async function setup(project: TestProject) {
  // Named for this run: a server given by DATABASE_URL may outlive it, and a template made from
  // older migrations or an older seed must not be copied by a later run.
  const template = `seeded_${randomBytes(6).toString('hex')}`
  project.provide('seedTemplate', template)
  const dropTemplate = (url: string) =>
    withClient(url, async (c) => {
      for (const name of [template, `${template}_seeding`])
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    })
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL
    project.provide('pgServerUrl', url)
    return () => dropTemplate(url)
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-int-'))
  await chmod(dir, 0o755) // PostgreSQL runs as its own user and must reach its folder
  const port = await freePort()
  const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, database: 'postgres' })
  project.provide('pgServerUrl', db.url)
  return async () => {
    await db.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
