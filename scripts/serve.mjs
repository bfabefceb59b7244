/**
 * The production web server: Next's own request handler (the same one
 * `next start` uses) behind a Node HTTP server that first replaces
 * X-Forwarded-For with the one client address it can vouch for
 * (scripts/lib/client-address.mjs). Every rate limit of the site reads that
 * header, so it must never be the client's own word. Every answer gets one JSON
 * log line (request id, method, path without its query, status, duration), and
 * whatever the process prints goes through the same logger (src/lib/log/logger.mjs),
 * which strips a failed query's values. Every body is bounded first (scripts/lib/body-limit.mjs).
 * Started by scripts/start.ts with PORT, TRUST_PROXY (and BIND_ADDRESS) and LOG_LEVEL set; plain JavaScript so that no TypeScript loader sits
 * in the serving process.
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import next from 'next'
import { bodyLimitFor, guardBody } from './lib/body-limit.mjs'
import { clientAddress, trustedProxies } from './lib/client-address.mjs'
import {
  addScriptPolicy,
  gatewayScriptHosts,
  mayBeAPage,
  mayBeAnAdminPage,
  strictTransportSecurity,
} from './lib/page-csp.mjs'
import { createMicroCache } from './lib/micro-cache.mjs'
import {
  createRenderGate,
  prerenderedPaths,
  renderLimit,
  servedFromBuild,
} from './lib/render-gate.mjs'
import { logPath, requestId } from './lib/request-log.mjs'
import { answerUnavailablePages } from './lib/unavailable-page.mjs'
import { checkRedis } from './lib/redis-check.mjs'
import { startBackupSchedule } from './lib/backup-schedule.mjs'
import { createLogger, routeConsoleTo } from '../src/lib/log/logger.mjs'

const log = createLogger('server')
routeConsoleTo(log)

// A wrong REDIS_URL stops the start here, before any visitor is served (decision 0033).
if (process.env.REDIS_URL?.trim()) {
  try {
    await checkRedis(process.env.REDIS_URL.trim())
  } catch (error) {
    log.fatal(error.message)
    await new Promise((resolve) => process.stdout.write('', resolve))
    process.exit(1)
  }
}

// The cache handler Next will load, loaded now: with REDIS_URL it registers the hook through
// which work outside a request (scheduled publishing) expires pages (src/lib/cache/revalidate.ts).
await import('../src/lib/cache/cache-handler.mjs')

const port = Number(process.env.PORT || 3000)
// Stripe mode's pages may load Stripe.js (decision 0041); read once, like the gateway itself.
const scriptHosts = gatewayScriptHosts(process.env.PAYMENT_GATEWAY)
const trust = trustedProxies(process.env.TRUST_PROXY)
// Unset: every interface, as before (the README's single machine); 127.0.0.1 behind nginx on it.
const host = process.env.BIND_ADDRESS?.trim() || undefined
const root = path.resolve(import.meta.dirname, '..')
const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Whether the request's path decodes. Next answers a path with a malformed %-escape
 * (`/a%ZZ`, `/api/media/file/%ZZ`) with a 500 while matching routes; it is the
 * client's error, so it gets a 400 here.
 */
function pathDecodes(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0])
    return true
  } catch {
    return false
  }
}

// HSTS only for a site served over https (decided here, at start, not at build time).
const hsts = strictTransportSecurity(process.env.SITE_URL)
// Shared answers Next serves from its cache, kept a second (MICRO_CACHE_MS, 0 = off; issue 24).
const microCache = createMicroCache({ ttlMs: microCacheMs(process.env) })

// Page renders a few at a time, each client's in order, the clients in turn (RENDER_CONCURRENCY;
// decision 0074, issue 47).
const renderGate = createRenderGate({ limit: renderLimit(process.env, availableParallelism()) })
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
// A build made without a database serves none of its pages: each is rendered on its first visit
// (decision 0090), so each waits its turn like any render.
const prerendered = existsSync(path.join(distDir, 'built-without-database'))
  ? new Set()
  : prerenderedPaths(distDir)

/**
 * MICRO_CACHE_MS in milliseconds (the launcher validated it); 1000 when unset. With REDIS_URL too:
 * each instance hears the others' edits on Redis and drops what it kept (decision 0065).
 */
function microCacheMs(env) {
  const ms = Number(env.MICRO_CACHE_MS?.trim() || 1000)
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000
}

const server = createServer((req, res) => {
  const started = process.hrtime.bigint()
  const id = requestId(req.headers['x-request-id'])
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  let queuedMs = 0
  res.once('close', () => {
    log.info({
      reqId: id,
      method: req.method,
      path: logPath(req.url),
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(queuedMs > 0 ? { queuedMs } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    })
  })
  if (!pathDecodes(req.url)) {
    res.writeHead(400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    res.end('Bad Request')
    return
  }
  // Every body bounded before any route reads it, Payload's included (decision 0077).
  if (!guardBody(req, res, bodyLimitFor(req.url))) return
  req.headers['x-forwarded-for'] = clientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    trust,
  )
  if (hsts) res.setHeader('Strict-Transport-Security', hsts)
  // First, so that it keeps the bytes as they leave (script policy and compression included).
  if (microCache.handle(req, res)) return
  if (!mayBeAPage(req)) {
    // The back office's pages: the same script policy, but no render gate (staff only, as before).
    if (mayBeAnAdminPage(req)) addScriptPolicy(res)
    handle(req, res)
    return
  }
  // Pages get a script policy of the hashes of their own inline scripts (decision 0025).
  addScriptPolicy(res, scriptHosts)
  // A render that failed on a database that is down: 503 and a page saying so (decision 0090).
  answerUnavailablePages(res, id)
  if (servedFromBuild(prerendered, req)) handle(req, res)
  else
    renderGate.admit(
      res,
      (waited) => {
        queuedMs = waited
        handle(req, res)
      },
      String(req.headers['x-forwarded-for']),
    )
})
// Idle keep-alive connections stay open longer than a proxy or client keeps them: Node's 5 s
// default closed connections that nginx (upstream keepalive) or a client was just reusing, and
// that request failed with a reset (seen as ECONNRESET in the e2e run). 65 s, as load balancers
// commonly idle out at 60 s; the header timeout must exceed it.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Scheduled encrypted backups when BACKUP_RECIPIENTS is set (decision 0083).
startBackupSchedule(process.env, log)
server.listen(port, host, () => {
  log.info(`Ready on ${host ?? 'every interface'}, port ${port} (trusted proxies: ${trust.label})`)
})

// Stop taking connections, let those in flight finish (at most 10 s), then exit.
const stop = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', stop).once('SIGINT', stop)
// `npm start` gives this process an IPC channel, which closes when the launcher dies (even by
// SIGKILL): the server then stops too instead of running on as an orphan (decision 0082).
process.once('disconnect', stop)
