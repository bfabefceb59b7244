import type { IncomingHttpHeaders } from 'node:http'
import autocannon from 'autocannon'
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/lib/security/xsrf'
import { xsrfToken } from './donations'
import { BENCH_ADMIN, sleep } from './server'
import { percentile } from './stats'
import type { RushFigures } from './busy-targets'

/** What the rush asks for, and which article the staff member edits. */
export interface RushOptions {
  origin: string
  /** The pages under load; those that show the article's title must show the new one. */
  pages: { name: string; path: string; showsEdit: boolean }[]
  /** The slug of the article edited (shown on every page above). */
  slug: string
  connections: number
  /** The rush lasts this long; the edit is made half-way. */
  seconds: number
}

/** One answer's latency, from autocannon's own timing; `ok` false for a failed request. */
export interface Latency {
  at: number
  ms: number
  ok: boolean
}

/** One answer as the load saw it: was it the new title, was it rendered. */
export interface Answer {
  at: number
  page: number
  status: number
  fresh: boolean
  rendered: boolean
}

/**
 * A rush with a staff edit in the middle (issue 49): `connections` visitors share the home, the
 * news list and an article back to back; half-way, a staff member changes the article's title
 * through the REST API the back office uses (its hooks expire every page at once). From every
 * answer the load itself received: how long after the edit each page still answered the old
 * title (the last old answer; the figure is the slowest page), the p99 latency and the errors
 * from the edit until every page was fresh, and the renders that ran (answers Next rendered:
 * `x-nextjs-cache` MISS, or STALE, which starts one in the background). The title is put back
 * afterwards, so that runs repeat.
 */
export async function runRush(o: RushOptions): Promise<RushFigures> {
  const staff = await signIn(o.origin)
  const article = await articleBySlug(o.origin, staff, o.slug)
  const marker = `rush ${Date.now().toString(36)}`
  // The marker leads: the home's cards cut a title at 100 characters (slides.server.ts), and a
  // marker at the end of a long title never reached them (the first run measured "never").
  const newTitle = `(${marker}) ${article.title}`
  const answers: Answer[] = []
  const latencies: Latency[] = []

  let finish: (result: autocannon.Result) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  // With a callback autocannon answers its instance (an emitter), whose events time each answer.
  const instance = autocannon(
    {
      url: o.origin,
      connections: o.connections,
      duration: o.seconds,
      timeout: 10,
      requests: o.pages.map((p, page) => ({
        method: 'GET' as const,
        path: p.path,
        onResponse: (status: number, body: string, _ctx: object, headers?: IncomingHttpHeaders) => {
          const cache = String(headers?.['x-nextjs-cache'] ?? '').toUpperCase()
          answers.push({
            at: Date.now(),
            page,
            status,
            fresh: body.includes(marker),
            rendered: cache === 'MISS' || cache === 'STALE',
          })
        },
      })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  )
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
    latencies.push({ at: Date.now(), ms, ok: status >= 200 && status < 400 }),
  )
  // A failed request (refused, reset, timed out) has no latency: it counts as an error.
  instance.on('reqError', () => latencies.push({ at: Date.now(), ms: -1, ok: false }))

  await sleep((o.seconds * 1000) / 2)
  const editAt = Date.now()
  await setTitle(o.origin, staff, article.id, newTitle)
  const editedAt = Date.now()
  const result = await done
  await setTitle(o.origin, staff, article.id, article.title)

  return rushFigures(o, answers, latencies, {
    editAt,
    editedAt,
    overallP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  })
}

/** The figures of a rush from every answer it received (a pure function, tested). */
export function rushFigures(
  o: Pick<RushOptions, 'pages' | 'connections' | 'seconds'>,
  answers: Answer[],
  latencies: Latency[],
  t: { editAt: number; editedAt: number; overallP99Ms: number; errors: number },
): RushFigures {
  // Per page that shows the title: the first new answer after its last old one (the new title
  // from then on); never, when no new answer came after the last old one.
  const shown = o.pages.flatMap((p, page) => (p.showsEdit ? [page] : []))
  const freshFrom = shown.map((page) => {
    const after = answers.filter((a) => a.page === page && a.at >= t.editAt)
    // A loop, not Math.max(...): a rush has hundreds of thousands of answers.
    const lastOld = after.reduce((m, a) => (a.fresh ? m : Math.max(m, a.at)), t.editAt)
    const firstNew = after.find((a) => a.fresh && a.at >= lastOld)
    return firstNew ? firstNew.at : null
  })
  const seenFresh = freshFrom.map((at) => at !== null)
  const freshAt = Math.max(t.editedAt, ...freshFrom.map((at) => at ?? t.editedAt))
  const windowEnd = Math.max(freshAt, t.editedAt + 1000)
  const inWindow = latencies.filter((l) => l.at >= t.editAt && l.at <= windowEnd)
  const answersInWindow = answers.filter((a) => a.at >= t.editAt && a.at <= windowEnd)
  return {
    connections: o.connections,
    seconds: o.seconds,
    requests: latencies.length,
    editMs: t.editedAt - t.editAt,
    freshEverywhere: seenFresh.every(Boolean),
    secondsUntilFresh: Number(((freshAt - t.editedAt) / 1000).toFixed(2)),
    perPageSeconds: shown.map((page, i) => ({
      name: o.pages[page]!.name,
      seconds: seenFresh[i] ? Number(((freshFrom[i]! - t.editedAt) / 1000).toFixed(2)) : null,
    })),
    windowRequests: inWindow.length,
    windowP99Ms: Math.round(
      percentile(
        inWindow.filter((l) => l.ms >= 0).map((l) => l.ms),
        99,
      ),
    ),
    windowErrors: inWindow.filter((l) => !l.ok).length,
    rendersInWindow: answersInWindow.filter((a) => a.rendered).length,
    renders: answers.filter((a) => a.rendered).length,
    overallP99Ms: t.overallP99Ms,
    errors: t.errors,
  }
}

/** The staff member's headers: the JWT, and the forgery token as the back office sends it. */
type Staff = Record<string, string>

/**
 * An editor's headers (articles are the editors'; the administrator created from ADMIN_EMAIL
 * manages accounts only): the administrator makes the bench's editor once, then it signs in.
 */
async function signIn(origin: string): Promise<Staff> {
  const admin = await signInAs(origin, BENCH_ADMIN)
  const made = await fetch(new URL('/api/users', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ ...BENCH_EDITOR, name: 'Bench editor', roles: ['editor'] }),
  })
  // 400: the editor exists from an earlier run.
  if (!made.ok && made.status !== 400) {
    throw new Error(`The rush's editor could not be made: ${made.status} ${await made.text()}`)
  }
  return signInAs(origin, BENCH_EDITOR)
}

const BENCH_EDITOR = { email: 'bench-editor@newegypt.example', password: BENCH_ADMIN.password }

async function signInAs(origin: string, who: { email: string; password: string }) {
  const xsrf = await xsrfToken(origin)
  const forgery = { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf }
  const res = await fetch(new URL('/api/users/login', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forgery },
    body: JSON.stringify(who),
  })
  const body = (await res.json()) as { token?: string }
  if (!res.ok || !body.token) throw new Error(`Sign-in of ${who.email} failed: ${res.status}`)
  return { ...forgery, authorization: `JWT ${body.token}` }
}

async function articleBySlug(origin: string, staff: Staff, slug: string) {
  const url = new URL('/api/articles', origin)
  url.searchParams.set('where[slug][equals]', slug)
  url.searchParams.set('locale', 'en')
  url.searchParams.set('depth', '0')
  const res = await fetch(url, { headers: staff })
  const found = ((await res.json()) as { docs?: { id: number; title: string }[] }).docs?.[0]
  if (!found) throw new Error(`The rush's article ${slug} was not found (${res.status})`)
  return found
}

/** The staff edit: the back office's own REST call, published at once. */
async function setTitle(origin: string, staff: Staff, id: number, title: string) {
  const res = await fetch(new URL(`/api/articles/${id}?locale=en&depth=0`, origin), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...staff },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  if (!res.ok) throw new Error(`The rush's edit failed: ${res.status} ${await res.text()}`)
}
