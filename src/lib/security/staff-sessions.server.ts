import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '@/lib/db/pool.server'
import { canonicalPath } from './canonical-path'

/**
 * Payload keeps each staff session in the user's `sessions` array and adds one
 * at sign-in by reading the user, appending, and writing the whole array back
 * (payload/src/auth/sessions.ts; still so in 3.90, upstream issues #16027 and
 * #18132). Two sign-ins of one account that overlap both append to the same
 * old array: the last write wins and the other session is silently dropped, so
 * its holder is signed in with a token that no request accepts (the back office
 * bounces to /admin/login, the REST API answers 401/403). Sign-out and token
 * refresh rewrite the array the same way.
 *
 * Until Payload appends atomically, the requests that rewrite one account's
 * sessions run one at a time, keyed by the account's e-mail: in this process
 * (a queue), and across instances (a PostgreSQL advisory lock on the key, taken
 * by the head of each process's queue; issue 18). Other accounts are never held
 * up, so wrong passwords sent for one address cannot slow the sign-in of another.
 */

/** Payload REST paths (under /api, canonical: canonical-path.ts) that rewrite the user's sessions. */
const SESSION_WRITES = /^\/api\/users\/(login|logout|refresh-token)$/

const tails = new Map<string, Promise<unknown>>()

/** Runs `task` after every earlier task of the same key has settled. */
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve()
  const run = before.then(task, task)
  const tail = run.catch(() => undefined)
  tails.set(key, tail)
  try {
    return await run
  } finally {
    if (tails.get(key) === tail) tails.delete(key)
  }
}

/** The `email` claim of a JWT, read without verifying it: it only picks a queue. */
function jwtEmail(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    const email = (claims as { email?: unknown } | null)?.email
    return typeof email === 'string' ? email : undefined
  } catch {
    return undefined
  }
}

function tokenOf(req: Request): string | undefined {
  const header = req.headers.get('authorization')
  const bearer = header?.match(/^(?:JWT|Bearer)\s+(\S+)$/i)?.[1]
  if (bearer) return bearer
  const cookie = req.headers.get('cookie') ?? ''
  return cookie.match(/(?:^|;\s*)payload-token=([^;]+)/)?.[1]
}

/**
 * A sign-in's fields, read from a copy of the request: JSON from the REST API's callers,
 * multipart with the fields as JSON in `_payload` from the back office's own login form.
 */
async function loginBody(req: Request): Promise<unknown> {
  try {
    if (!/multipart\/form-data|x-www-form-urlencoded/.test(req.headers.get('content-type') ?? '')) {
      return await req.clone().json()
    }
    const form = await req.clone().formData()
    const fields = form.get('_payload')
    return typeof fields === 'string' ? JSON.parse(fields) : Object.fromEntries(form)
  } catch {
    return null
  }
}

/** Which account's sessions a request rewrites, or undefined when it rewrites none. */
export async function sessionKeyOf(req: Request): Promise<string | undefined> {
  const match = SESSION_WRITES.exec(canonicalPath(new URL(req.url).pathname))
  if (!match) return undefined
  let email: string | undefined
  if (match[1] === 'login') {
    const body = (await loginBody(req)) as { email?: unknown } | null
    email = typeof body?.email === 'string' ? body.email : undefined
  } else {
    email = jwtEmail(tokenOf(req))
  }
  // No account's e-mail has a control character, and PostgreSQL refuses a NUL in the lock's key
  // (a 500, issue 47): such a sign-in goes straight to Payload, which refuses it (400).
  if (!email || /[\u0000-\u001f\u007f]/.test(email)) return undefined
  return email.trim().toLowerCase() || undefined
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/**
 * Runs `task` holding the advisory lock of `key`, shared by every instance on the database. The
 * lock's connection is held meanwhile: at most one per account signing in at that moment, as
 * each process's queue lets one request per account through.
 */
export async function acrossInstances<T>(
  payload: Payload,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  const lockKey = `staff-sessions:${key}`
  const conn = await poolOf(payload).connect()
  let broken = false
  try {
    await conn.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey])
    try {
      return await task()
    } finally {
      await conn
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey])
        .catch(() => (broken = true))
    }
  } finally {
    // A connection whose unlock failed is closed, which frees its lock.
    conn.release(broken)
  }
}

/**
 * Session writes of different accounts at once in this process. Each holds a pooled connection
 * for its advisory lock while Payload's operation needs another: a burst of sign-ins naming
 * many accounts (parallel guesses from one address, now counted inside Payload's operation
 * rather than queued per address in front of it) took every connection of the pool and waited
 * on itself (503s). Four: the hash runs on libuv's four threads, more at once gains nothing.
 */
const SESSION_WRITES_AT_ONCE = 4
let running = 0
const waiting: (() => void)[] = []

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= SESSION_WRITES_AT_ONCE) await new Promise<void>((go) => waiting.push(go))
  else running++
  try {
    return await task()
  } finally {
    // The slot passes straight to the next waiter, so `running` stays the number holding one.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/**
 * Wraps Payload's REST POST so that one account's session writes never overlap: in this
 * process, and with `client` across every instance sharing the database.
 */
export function withStaffSessionQueue<C>(
  post: Handler<C>,
  client?: () => Promise<Payload>,
): Handler<C> {
  return async (req, ctx) => {
    const key = await sessionKeyOf(req)
    if (!key) return post(req, ctx)
    return oneAtATime(key, () =>
      withSlot(async () =>
        client ? acrossInstances(await client(), key, () => post(req, ctx)) : post(req, ctx),
      ),
    )
  }
}
