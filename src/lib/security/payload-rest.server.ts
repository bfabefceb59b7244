import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { payloadClient } from '@/lib/payload.server'

/**
 * Policies at the edge of Payload's REST API (/api/<collection>…), which
 * serves the back office and a few public reads (reference data such as
 * countries and cities, categories):
 *
 * - A visitor without a staff session reads at most ANONYMOUS_MAX_LIMIT rows at
 *   ANONYMOUS_MAX_DEPTH: `GET /api/cities?limit=0&depth=2` used to answer 65 MB.
 *   Whether a staff session is there is asked of Payload itself, so a made-up
 *   Authorization header does not lift the cap.
 * - JSON answers are never stored by a browser or shared cache: they carry
 *   donor, applicant and staff data. Files (media) keep their own caching.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 1

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

const hasCredentials = (req: Request) =>
  req.headers.has('authorization') ||
  /(?:^|;\s*)payload-token=/.test(req.headers.get('cookie') ?? '')

async function isStaff(req: Request): Promise<boolean> {
  if (!hasCredentials(req)) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  return Boolean(user)
}

/** `req` with `limit` and `depth` brought within the anonymous caps (unchanged when within). */
export function capAnonymousRead(req: Request): Request {
  const url = new URL(req.url)
  const limit = Number(url.searchParams.get('limit') ?? NaN)
  const depth = Number(url.searchParams.get('depth') ?? NaN)
  let changed = false
  // Payload reads limit=0 as "no limit".
  if (url.searchParams.has('limit') && !(limit >= 1 && limit <= ANONYMOUS_MAX_LIMIT)) {
    url.searchParams.set('limit', String(ANONYMOUS_MAX_LIMIT))
    changed = true
  }
  // pagination=false would answer every row at once.
  if (url.searchParams.has('pagination')) {
    url.searchParams.delete('pagination')
    changed = true
  }
  if (url.searchParams.has('depth') && !(depth >= 0 && depth <= ANONYMOUS_MAX_DEPTH)) {
    url.searchParams.set('depth', String(ANONYMOUS_MAX_DEPTH))
    changed = true
  }
  return changed ? new Request(url, req) : req
}

/** Wraps Payload's REST GET: anonymous reads capped, JSON answers marked no-store. */
export function withRestReadPolicy<C>(get: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const res = await get((await isStaff(req)) ? req : capAnonymousRead(req), ctx)
    return noStoreJson(res)
  }
}

/** Wraps any other REST method: its JSON answers are marked no-store. */
export function withNoStoreJson<C>(handle: Handler<C>): Handler<C> {
  return async (req, ctx) => noStoreJson(await handle(req, ctx))
}

function noStoreJson(res: Response): Response {
  if (!res.headers.get('content-type')?.includes('application/json')) return res
  // A copy: some answers' headers are immutable.
  const headers = new Headers(res.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

/** Longest file name most file systems keep (bytes; UTF-8 names are checked by their length in characters, a lower bound). */
const MAX_FILE_NAME = 255

/**
 * The file name of `/api/<collection>/file/<name>` when it can name a stored
 * upload; 'bad' when it cannot be decoded (400); 'absent' when it decodes to
 * something no upload is called (NUL, a path separator, `..`, too long: 404).
 * Payload's file route answered all of these with a 500 (issue 25, finding 4).
 */
export function uploadFileName(pathname: string): string | 'bad' | 'absent' | null {
  const match = /^\/api\/[^/]+\/file\/(.*)$/.exec(pathname)
  if (!match) return null
  let name: string
  try {
    name = decodeURIComponent(match[1]!)
  } catch {
    return 'bad'
  }
  if (
    name === '' ||
    name.length > MAX_FILE_NAME ||
    /[\u0000-\u001f\u007f/\\]/.test(name) ||
    name === '.' ||
    name.startsWith('..')
  )
    return 'absent'
  return name
}

/** Wraps Payload's REST GET: a file route for a file name no upload can have answers 400 / 404. */
export function refuseBadFileNames<C>(get: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const name = uploadFileName(rawPathname(req.url))
    if (name === 'bad')
      return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400 })
    if (name === 'absent')
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const res = await get(req, ctx)
    // Payload answers a file the reader may see but the disk lacks with a 500 ("Something went
    // wrong."); after its access check, an absent file is a 404 like any unknown address.
    if (res.status === 500 && name && (await missingOnDisk(rawPathname(req.url), name))) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    return res
  }
}

async function missingOnDisk(pathname: string, name: string): Promise<boolean> {
  const slug = pathname.split('/')[2] ?? ''
  const payload = await payloadClient()
  const upload = payload.collections[slug as keyof typeof payload.collections]?.config.upload
  // Files in the bucket (storage-s3): its handler answers a missing object itself.
  if (typeof upload === 'object' && upload.adapter) return false
  const dir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  if (!dir) return false
  try {
    await stat(path.resolve(dir, name))
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

/** The path as sent (still percent-encoded): `new URL()` keeps the encoding of the path. */
const rawPathname = (url: string) => new URL(url).pathname
