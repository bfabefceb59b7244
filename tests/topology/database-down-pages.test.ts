import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/lib/db/embedded-postgres'
import { freePort } from '../helpers/free-port'
import type { Pool } from 'pg'
import { createTestPayload } from '../helpers/test-payload'
import { request, root, startInstance, waitFor, type Instance } from './cluster'

/**
 * Visitor pages while PostgreSQL is down (issue 43, decision 0090), on a production instance of
 * the end-to-end build and a PostgreSQL server of this file's own, stopped under it: a page
 * already cached is still served whole (200), a page that must be rendered answers 503 with
 * Retry-After and a page saying so in the visitor's language (never Next's 500), and the same
 * page is served once the database is back.
 */
const distDir = process.env.TOPOLOGY_DIST_DIR ?? process.env.E2E_DIST_DIR ?? '.next-e2e'

let work = ''
let pgPort = 0
let db: EmbeddedDatabase | undefined
let site: Instance | undefined
const slugs: string[] = []
let closePayload: (() => Promise<void>) | undefined

const startDb = () =>
  startEmbeddedPostgres({ dir: path.join(work, 'pg'), port: pgPort, database: 'postgres' })
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

beforeAll(async () => {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${distDir}: run the e2e step first (or set TOPOLOGY_DIST_DIR).`,
    )
  }
  work = mkdtempSync(path.join(tmpdir(), 'charity-pages-db-down-'))
  chmodSync(work, 0o755) // PostgreSQL runs as its own user and must reach its folder
  pgPort = await freePort()
  db = await startDb()
  // Migrated, with two articles of ours: no seed (its images take minutes on a busy machine).
  const test = await createTestPayload(db.urlFor('postgres'))
  closePayload = test.close
  // This process's pool sees the outage too: its errors are expected here.
  ;(test.payload.db as unknown as { pool?: Pool }).pool?.on('error', () => undefined)
  for (const n of [1, 2]) {
    const article = await test.payload.create({
      collection: 'articles',
      data: {
        title: `Outage article ${n} ${Date.now()}`,
        kind: 'news',
        date: new Date().toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })
    slugs.push(String(article.slug))
  }
  const env = {
    DATABASE_URL: test.databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    PAYLOAD_DB_PUSH: 'false',
  }
  site = await startInstance(
    'pages',
    { ...env, NEXT_DIST_DIR: distDir, LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    path.join(work, 'logs'),
  )
}, 600_000)

afterAll(async () => {
  await site?.stop()
  await closePayload?.()
  await db?.stop()
  if (work && !process.env.TOPOLOGY_KEEP) rmSync(work, { recursive: true, force: true })
}, 60_000)

/** Whether the build was made without a database (decision 0090): its pages are rendered on their first visit. */
const builtEmpty = () => existsSync(path.join(root, distDir, 'built-without-database'))

describe('a build made without a database', () => {
  // The end-to-end build of `npm test` is made with its database: this runs on one made without
  // (TOPOLOGY_DIST_DIR), where the news list was prerendered empty.
  it.skipIf(!builtEmpty())(
    'renders an incremental page on its first visit, then serves it cached',
    async () => {
      // From the build, Next would answer HIT at once; rendered now, it answers MISS, then HIT.
      const first = await request(`${site!.url}/newEgyptNews`)
      expect(first.status).toBe(200)
      expect(first.headers['x-nextjs-cache']).toBe('MISS')
      const second = await request(`${site!.url}/newEgyptNews`)
      expect(second.headers['x-nextjs-cache']).toBe('HIT')
    },
  )
})

describe('visitor pages while the database is down', () => {
  it('serves cached pages, answers 503 in the page language for the others, and recovers', async () => {
    const url = site!.url
    const [seen, unseen] = slugs.map((slug) => `/newEgyptNews/${slug}`) as [string, string]
    // Cached while the database is up: one article.
    const article = await request(`${url}${seen}`)
    expect(article.status).toBe(200)

    await db!.stop()

    const again = await request(`${url}${seen}`)
    expect(again.status).toBe(200)
    expect(title(again.body)).toBe(title(article.body))
    expect(again.body).toContain('Outage article 1')

    const english = await request(`${url}${unseen}`)
    expect(english.status).toBe(503)
    expect(english.headers['retry-after']).toBe('10')
    expect(english.headers['cache-control']).toBe('no-store')
    expect(english.body).toContain('<html lang="en" dir="ltr">')
    expect(english.body).toContain('The site is resting for a moment')

    const arabic = await request(`${url}/ar${unseen}`)
    expect(arabic.status).toBe(503)
    expect(arabic.headers['retry-after']).toBe('10')
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.body).toContain('الموقع متوقف للحظات')
    expect(arabic.body).toContain('href="/ar"')

    db = await startDb()
    await waitFor(
      'the page once the database is back',
      async () => (await request(`${url}${unseen}`)).status === 200,
      30_000,
    )
    const back = await request(`${url}/ar${unseen}`)
    expect(back.status).toBe(200)
  }, 120_000)
})
