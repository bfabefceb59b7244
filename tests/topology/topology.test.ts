import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/free-port'
import { startS3Server, type S3TestServer } from '../helpers/s3-server'
import { createTestPayload } from '../helpers/test-payload'
import {
  cookiesOf,
  nginxMain,
  request,
  root,
  startInstance,
  startNginx,
  startRedis,
  throughput,
  type Answer,
  type Instance,
  type Nginx,
  type RedisServer,
} from './cluster'
import { newKeyPair } from '../../scripts/lib/backup-crypt'
import { recipeSite, SITE_FILE, unitLaunch } from './recipe'
import {
  chargesPerPlan,
  duePlans,
  jobRows,
  openJobs,
  scheduledBackupsUnder,
  sql,
  until,
  uploadImage,
} from './world'

/**
 * The reference topology (issue 18, README "Production"): two instances of one build on one
 * PostgreSQL, Redis as their shared cache, nginx in front (round robin), uploads in one S3
 * bucket (s3rver), both schedulers on. The instances and nginx run from the deploy recipe's
 * unit and site files (deploy/, docs/deploy.md; what is and is not exercised: recipe.ts). One `it` per check; figures logged as `[topology] …`.
 */
const ADMIN = { email: 'topology-admin@newegypt.example', password: 'topology-Admin-Password-2026' }
const distDir = process.env.TOPOLOGY_DIST_DIR ?? process.env.E2E_DIST_DIR ?? '.next-e2e'
const figure = (text: string) => console.log(`[topology] ${text}`)

let payload: Payload
let closeDb: () => Promise<void>
let work: string
let redis: RedisServer
let s3: S3TestServer
let a: Instance
let b: Instance
let lb: Nginx
let httpPort: number
let staffToken: string
/** Scheduled backups: the timer's period, and when both instances' first checks have started. */
const BACKUP_CHECK_MS = 30_000
let firstChecksDue: number

beforeAll(async () => {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${distDir}: the topology test runs on the end-to-end build (run the e2e step first, or set TOPOLOGY_DIST_DIR).`,
    )
  }
  work = mkdtempSync(path.join(tmpdir(), 'charity-topology-'))
  process.env.ADMIN_EMAIL = ADMIN.email
  process.env.ADMIN_PASSWORD = ADMIN.password
  process.env.DATA_DIR = path.join(work, 'data')
  // One secret for the instances and this process, which makes the plans' card tokens.
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  s3 = await startS3Server() // one bucket for this process's seed images and both instances
  Object.assign(process.env, s3.env)
  const db = await createTestPayload()
  payload = db.payload
  closeDb = db.close
  const { seed } = await import('@/seed')
  await seed(payload)
  redis = await startRedis(path.join(work, 'redis'))
  const env = {
    DATABASE_URL: db.databaseUrl,
    NEXT_DIST_DIR: distDir,
    DATA_DIR: path.join(work, 'data'),
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
    REDIS_URL: redis.url,
    // The one-second cache in front of Next, made a minute long: an edit can reach another
    // instance's copy only through the expiry channel on Redis (decision 0065), not its end.
    MICRO_CACHE_MS: '60000',
    // TRUST_PROXY=1, JOBS_AUTORUN, NODE_ENV and the node flags come from the recipe's unit.
    // Scheduler ticks two seconds apart (seconds field), on both instances at the same moments.
    JOBS_CRON: '*/2 * * * * *',
    LOG_LEVEL: process.env.TOPOLOGY_LOG_LEVEL ?? 'warn',
    // Scheduled backups on both instances, checked every 30 s (decision 0083): one is taken.
    BACKUP_RECIPIENTS: (await newKeyPair()).recipient,
    BACKUP_DIR: path.join(work, 'backups'),
    BACKUP_CHECK_MS: String(BACKUP_CHECK_MS),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // Each instance as deploy/systemd/charity@.service starts it (tests/topology/recipe.ts).
  // Its backup timer starts before it listens: its first check is due 30 s after it is ready.
  ;[a, b] = await Promise.all([
    startInstance('a', env, path.join(work, 'logs'), unitLaunch),
    // B has a data folder of its own: a file it serves can only come from the bucket.
    startInstance(
      'b',
      { ...env, DATA_DIR: path.join(work, 'data-b') },
      path.join(work, 'logs'),
      unitLaunch,
    ),
  ])
  firstChecksDue = Date.now() + BACKUP_CHECK_MS
  // nginx on the recipe's site file (deploy/nginx/charity.conf) as shipped, with this machine's
  // per-machine files beside it (recipe.ts).
  const nginxDir = path.join(work, 'nginx')
  httpPort = await freePort()
  lb = await startNginx(nginxDir, [a.port, b.port], {
    config: (port) => nginxMain(nginxDir, recipeSite(nginxDir, port, httpPort, [a.port, b.port])),
  })
  const login = await request(`${a.url}/api/users/login`, { method: 'POST', body: ADMIN })
  expect(login.status, login.body).toBe(200)
  staffToken = login.json<{ token: string }>().token
}, 600_000)

afterAll(async () => {
  await Promise.allSettled([lb?.stop(), a?.stop(), b?.stop()])
  await redis?.stop()
  await s3?.close()
  await closeDb?.()
  if (work && !process.env.TOPOLOGY_KEEP) rmSync(work, { recursive: true, force: true })
}, 120_000)

const staff = () => ({ authorization: `JWT ${staffToken}` })

describe('two instances behind nginx, one PostgreSQL, Redis', () => {
  it("runs the recipe's unit command and nginx site file", async () => {
    const unit = unitLaunch(a.port)
    expect(unit.args).toEqual(['--max-old-space-size=320', 'scripts/serve.mjs'])
    expect(unit.env).toMatchObject({
      PORT: String(a.port),
      TRUST_PROXY: '1',
      JOBS_AUTORUN: 'true',
      BIND_ADDRESS: '127.0.0.1', // behind nginx only (issue 65)
    })
    expect(a.proc.spawnargs.slice(1)).toEqual(unit.args)
    // The site file itself, unedited: included from the deploy folder.
    const conf = readFileSync(path.join(work, 'nginx', 'nginx.conf'), 'utf8')
    expect(conf).toContain(`include ${SITE_FILE};`)
    const instances = readFileSync(path.join(work, 'nginx', 'charity', 'instances.conf'), 'utf8')
    expect(instances).toContain(`server 127.0.0.1:${b.port} max_fails=1 fail_timeout=5s;`)
    // Its plain-HTTP server sends everyone to HTTPS.
    const plain = await request(`http://127.0.0.1:${httpPort}/about-us`)
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe(`https://127.0.0.1/about-us`) // $host: no port
  })

  it('nginx spreads requests over both instances', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 4; i++)
      seen.add(String((await request(`${lb.url}/api/health`)).headers['x-upstream']))
    expect(seen).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]))
  })

  it('a content edit through instance A is served by instance B (and nginx) at once', async () => {
    const article = (
      await payload.find({
        collection: 'articles',
        where: { _status: { equals: 'published' } },
        limit: 1,
      })
    ).docs[0]!
    const page = `/newEgyptNews/${article.slug}`
    // B has the page in the shared cache before the edit.
    expect((await request(`${b.url}${page}`)).status).toBe(200)
    const warm = await request(`${b.url}${page}`)
    expect(warm.headers['x-nextjs-cache']).toBe('HIT')
    // …and keeps it in front of Next (for a minute here, unless it hears of an edit).
    expect((await request(`${b.url}${page}`)).headers['x-micro-cache']).toBe('HIT')
    const title = `Topology edit ${randomBytes(4).toString('hex')}`
    const edited = await request(`${a.url}/api/articles/${article.id}`, {
      method: 'PATCH',
      headers: staff(),
      body: { title },
    })
    expect(edited.status, edited.body).toBe(200)
    const started = Date.now()
    await until(
      'the edit on B',
      async () => (await request(`${b.url}${page}`)).body.includes(title),
      5_000,
    )
    figure(`edit on A → new page on B: ${Date.now() - started} ms`)
    expect((await request(`${lb.url}${page}`)).body).toContain(title)
    expect((await request(`${lb.url}${page}`)).body).toContain(title)
  })

  it('an image uploaded through A is stored in the bucket, on neither disk, and served by B', async () => {
    const created = await uploadImage(a.url, staff())
    expect(created.status, created.body).toBe(201)
    const { doc } = JSON.parse(created.body) as { doc: { filename: string; url: string } }
    expect(await s3.keys('media/')).toContain(`media/${doc.filename}`)
    for (const dir of ['data', 'data-b'])
      expect(existsSync(path.join(work, dir, 'media', doc.filename))).toBe(false)
    const file = new URL(doc.url, a.url).pathname
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${file}`), fetch(`${b.url}${file}`)])
    expect([fromA.status, fromB.status]).toEqual([200, 200])
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()))
  })

  it("a visitor's XSRF token from A is accepted by B; a forged one is refused", async () => {
    const issued = await request(`${a.url}/api/content/xsrf-token`)
    const cookie = cookiesOf(issued)
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!)
    const post = (t: string) =>
      request(`${b.url}/api/content/contact-us`, {
        method: 'POST',
        headers: { cookie: `XSRF-TOKEN=${encodeURIComponent(t)}`, 'x-xsrf-token': t },
        body: {},
      })
    // An empty form: past the token check it fails validation (422); a bad token is 403.
    expect((await post(token)).status).toBe(422)
    expect((await post(`${token.slice(0, -4)}AAAA`)).status).toBe(403)
  })

  it('a staff session opened on A works on B, also when sign-ins on A and B overlap', async () => {
    // As the back office's own requests: the cookie, from a page of the same site.
    const me = async (url: string, login: Answer) =>
      (
        await request(`${url}/api/users/me`, {
          headers: { cookie: cookiesOf(login), 'sec-fetch-site': 'same-origin' },
        })
      ).json<{ user: { email: string } | null }>().user?.email
    const login = await request(`${a.url}/api/users/login`, { method: 'POST', body: ADMIN })
    expect(await me(b.url, login)).toBe(ADMIN.email)
    // Payload rewrites the account's whole list of sessions at each sign-in: sign-ins of one
    // account on two instances at once must not drop each other's session.
    const logins = await Promise.all(
      [a, b, a, b, a, b].map((i) =>
        request(`${i.url}/api/users/login`, { method: 'POST', body: ADMIN }),
      ),
    )
    const users = await Promise.all(logins.map((l, n) => me(n % 2 ? a.url : b.url, l)))
    expect(users).toEqual(logins.map(() => ADMIN.email))
  })

  it('the staff sign-in limit counts across instances (through nginx, alternating A and B)', async () => {
    const from = '127.0.0.77' // a visitor of its own: nginx passes this address on
    const statuses: number[] = []
    const upstreams = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const r = await request(`${lb.url}/api/users/login`, {
        method: 'POST',
        from,
        body: { email: ADMIN.email, password: 'not-the-password' },
      })
      statuses.push(r.status)
      upstreams.add(String(r.headers['x-upstream']))
    }
    expect(upstreams.size).toBe(2)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('with plans due, each is charged exactly once while both schedulers run several cycles', async () => {
    const plans = await duePlans(payload, 3)
    // Three runs queued, as three hourly schedules would; both instances tick every 2 s.
    for (let i = 0; i < 3; i++)
      await payload.jobs.queue({ task: 'chargeRecurringDonations', input: {} } as never)
    await until(
      'the charge jobs',
      async () => (await openJobs(payload, 'chargeRecurringDonations')) === 0,
      60_000,
      () => jobRows(payload),
    )
    await new Promise((r) => setTimeout(r, 6_000)) // three more cycles
    const charges = await chargesPerPlan(payload, plans)
    figure(`charges per due plan: ${charges.join(', ')}`)
    expect(charges).toEqual([1, 1, 1])
  })

  it('a scheduled article is published once', async () => {
    const title = `Scheduled ${randomBytes(4).toString('hex')}`
    // The list is in the shared cache before the publication (a job, outside any request).
    for (const i of [a, b]) await request(`${i.url}/newEgyptNews`)
    expect((await request(`${b.url}/newEgyptNews`)).headers['x-nextjs-cache']).toBe('HIT')
    // In the category the news list shows (without one, the list would never show it).
    const news = await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'general-news' } },
      limit: 1,
    })
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      data: {
        title,
        category: news.docs[0]!.id,
        date: new Date().toISOString(),
        _status: 'draft',
      } as never,
    })
    const job = (await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'articles', value: draft.id } },
      waitUntil: new Date(Date.now() + 3_000),
    } as never)) as { id: number }
    // Until this job has run (Payload deletes a job when it completes): counting open jobs, as
    // before, passed at once while the job was not due yet and left a 4 s race with the 2 s ticks.
    await until(
      'the scheduled publication',
      async () =>
        (
          await sql<{ n: number }>(
            payload,
            `SELECT count(*)::int AS n FROM payload_jobs WHERE id = $1 AND completed_at IS NULL
               AND has_error IS NOT TRUE`,
            [job.id],
          )
        )[0]!.n === 0,
      60_000,
      () => jobRows(payload),
    )
    await new Promise((r) => setTimeout(r, 4_000)) // two more cycles: a second run would show
    const published = await sql<{ n: number }>(
      payload,
      `SELECT count(*)::int AS n FROM _articles_v WHERE parent_id = $1 AND version__status = 'published'`,
      [draft.id],
    )
    figure(`published versions of the scheduled article: ${published[0]!.n}`)
    expect(published[0]!.n).toBe(1)
    const page = await request(`${lb.url}/newEgyptNews/${(draft as { slug?: string }).slug}`)
    expect(page.status).toBe(200)
    // The news list both instances had cached shows it at once: the job expired it through the
    // shared cache (src/lib/cache/revalidate.ts); it did not before that fix.
    for (const i of [a, b]) expect((await request(`${i.url}/newEgyptNews`)).body).toContain(title)
  })

  it('an instance given a wrong REDIS_URL does not start, and names the variable', async () => {
    const port = await freePort()
    const run = spawnSync(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: distDir, REDIS_URL: `redis://127.0.0.1:${port}` },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stdout + run.stderr).toContain(
      `REDIS_URL: cannot use the Redis server at redis://127.0.0.1:${port} (ECONNREFUSED)`,
    )
  })

  it('pages per second: two instances behind nginx, and one (figures only; same machine)', async () => {
    const { both, single } = await throughput(path.join(work, 'nginx-one'), lb.url, a.port)
    figure(
      `/aboutus pages/s: two instances ${both.requestsPerSecond}, one ${single.requestsPerSecond}`,
    )
    expect([both.non2xx, both.errors, single.non2xx, single.errors]).toEqual([0, 0, 0, 0])
  })

  it('with Redis stopped, pages are still served (rendered), and the cache is used again when it is back', async () => {
    await redis.stop()
    for (const url of [a.url, b.url, lb.url, lb.url]) {
      for (const page of ['/', '/newEgyptNews', '/aboutus']) {
        expect((await request(`${url}${page}`)).status, `${url}${page}`).toBe(200)
      }
    }
    await redis.start()
    await until(
      'a cache hit again',
      async () => {
        await request(`${b.url}/aboutus`)
        return (await request(`${b.url}/aboutus`)).headers['x-nextjs-cache'] === 'HIT'
      },
      20_000,
    )
  })

  it('the scheduled backup is taken once, by one of the two instances, while they serve', async () => {
    const dir = path.join(work, 'backups')
    const archives = () =>
      existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.age')) : []
    await until('a scheduled archive', async () => archives().length > 0, 120_000)
    // Both instances' first checks have started (5 s of slack for a late timer) and ended: the
    // one that waited for the other's lock found the new archive and took none. The next check
    // is hours away (until the archive is due), so the count is final. Before: a fixed 35 s
    // wait, for a check every 30 s that the timer no longer makes (decision 0115).
    await new Promise((r) => setTimeout(r, Math.max(0, firstChecksDue + 5_000 - Date.now())))
    const instances = [a.proc.pid!, b.proc.pid!]
    await until('both checks ended', async () => scheduledBackupsUnder(instances) === 0, 60_000)
    expect(archives()).toHaveLength(1)
    // Neither check failed (a failed one is tried again 30 s later, unseen by the count above).
    for (const name of ['a', 'b'])
      expect(readFileSync(path.join(work, 'logs', `${name}.log`), 'utf8')).not.toContain(
        'Scheduled backup failed',
      )
    expect(readFileSync(path.join(dir, archives()[0]!)).subarray(0, 21).toString()).toBe(
      'age-encryption.org/v1',
    )
  }, 200_000)
})
