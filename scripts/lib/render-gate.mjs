/**
 * At most a few page renders at once in one server; the others wait their turn, first come first
 * served within each client, the clients in turn (issue 24, decision 0074; issue 47).
 *
 * Why: Node interleaves every request it has accepted, so 50 pages rendered at once each take
 * 50 times as long, and the unluckiest wait several seconds (the uncached news list on the bench
 * machine: 39 answers a second, p99 3.5 s at 50 connections; 51 a second, p99 248 ms at 4). In a
 * queue, each render runs at the speed of a few, and every visitor waits about as long as the
 * others: the same work, a far shorter tail, and fewer half-done pages held in memory.
 *
 * What it does not queue: answers that are not renders (assets, the API, the back office, which
 * the caller leaves out), and pages Next serves from its build (its prerender manifest), unless a
 * preview asks for them to be rendered. A slot is taken when the request is let through and given
 * back when its answer closes, sent or cut; a visitor who leaves while waiting leaves the queue.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { hasPreviewCookie } from './preview-cookie.mjs'

/**
 * @param {{ limit: number }} options  `limit` renders at once; 0 or less lets every request through.
 *
 * Waiting requests are queued per client (the address scripts/serve.mjs vouches for) and let
 * through in turn, one client after the other, each client's own in order of arrival: 300
 * requests from one client delayed another's page from 0.09 to 5.1 s when all shared one line;
 * now the other's page is next but one whatever the first has queued.
 */
export function createRenderGate({ limit }) {
  let running = 0
  /** @type {Map<string, { start: () => void, gone: boolean }[]>} each client's waiting requests */
  const queues = new Map()
  const drain = () => {
    while (running < limit && queues.size > 0) {
      // A Map keeps insertion order: the first client is the one whose turn it is.
      const [client, jobs] = queues.entries().next().value
      const job = jobs.shift()
      queues.delete(client)
      while (jobs.length > 0 && jobs[0].gone) jobs.shift()
      if (jobs.length > 0) queues.set(client, jobs) // to the back of the line
      if (job && !job.gone) job.start()
    }
  }
  return {
    /** Renders in progress, and requests waiting (for tests and the log). */
    get running() {
      return running
    },
    get waiting() {
      let count = 0
      for (const jobs of queues.values()) count += jobs.filter((job) => !job.gone).length
      return count
    },
    /**
     * Calls `serve(waitedMs)` now, or when a slot is free and it is `client`'s turn; the slot is
     * held until `res` closes.
     * @param {import('node:http').ServerResponse} res
     * @param {(waitedMs: number) => void} serve
     * @param {string} [client] who asks (the client address); one shared line when left out
     */
    admit(res, serve, client = '') {
      if (limit <= 0) {
        serve(0)
        return
      }
      const queuedAt = Date.now()
      let state = 'waiting'
      const job = {
        gone: false,
        start: () => {
          state = 'running'
          running++
          serve(Date.now() - queuedAt)
        },
      }
      res.once('close', () => {
        if (state === 'running') {
          running--
          drain()
        } else job.gone = true
        state = 'closed'
      })
      const jobs = queues.get(client)
      if (jobs) jobs.push(job)
      else queues.set(client, [job])
      drain()
    },
  }
}

/**
 * Whether Next answers this page from its build without rendering: a path its prerender manifest
 * lists, without the preview cookie that makes Next render it anyway.
 * @param {ReadonlySet<string>} prerendered
 * @param {{ url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function servedFromBuild(prerendered, req) {
  const pathname = (req.url ?? '/').split('?')[0] || '/'
  if (hasPreviewCookie(req.headers.cookie)) return false
  return prerendered.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
}

/**
 * The paths Next prerendered into `distDir` (prerender-manifest.json's routes); none when it
 * cannot be read, so that every page is then counted as a render.
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function prerenderedPaths(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
    return new Set(Object.keys(manifest.routes ?? {}))
  } catch {
    return new Set()
  }
}

/**
 * RENDER_CONCURRENCY (the launcher validated it), else twice the cores: renders also wait on the
 * database, and on the 2-core bench machine 4 at once served the most (decision 0074).
 * @param {{ RENDER_CONCURRENCY?: string }} env
 * @param {number} cores
 */
export function renderLimit(env, cores) {
  const text = env.RENDER_CONCURRENCY?.trim()
  const value = text ? Number(text) : NaN
  return Number.isInteger(value) && value >= 0 ? value : Math.max(2, 2 * cores)
}
