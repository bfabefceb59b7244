import 'server-only'
import { uploadFileName } from './upload-names'

/**
 * Policies at the edge of Payload's REST API (/api/<collection>…), which
 * serves the back office and a few public reads (reference data such as
 * countries and cities, categories):
 *
 * - A parameter Payload reads as one value (`limit`, `page`, `depth`, `pagination`…)
 *   given in brackets (`limit[]=0`, `limit[a]=0`) or more than once (`?limit=100&limit=0`)
 *   is refused with a 400 for everyone: Payload's query parser (qs) turns
 *   those into arrays and objects, which reached its operations as no limit at all or
 *   failed there with a 500. So is a `where` or `data` given as JSON Payload cannot parse.
 *   The bounds of a visitor's read themselves (rows, pages, depth, where operators) hold
 *   inside Payload whatever the spelling: src/lib/security/public-reads.ts (decision 0075).
 * - JSON answers are never stored by a browser or shared cache: they carry
 *   donor, applicant and staff data. Files (media) keep their own caching.
 */
export { ANONYMOUS_MAX_LIMIT } from './public-reads'
export { uploadFileName } from './upload-names'

type Handler<C> = (req: Request, ctx: C) => Promise<Response>

/** Payload's parameters of one value (its parseParams and createPayloadRequest). */
const SCALAR_PARAMS = new Set([
  'limit',
  'page',
  'depth',
  'pagination',
  'draft',
  'trash',
  'autosave',
  'overrideLock',
  'flattenLocales',
  'publishAllLocales',
  'unpublishAllLocales',
  'publishSpecificLocale',
  'locale',
  'fallback-locale',
  'fallbackLocale',
])
/** Parameters Payload parses with JSON.parse when they come as one string. */
const JSON_PARAMS = ['where', 'data']

/** Why Payload cannot read this query string as meant (a 400), or null. */
export function oddQuery(url: URL): string | null {
  const seen = new Set<string>()
  for (const key of url.searchParams.keys()) {
    // qs nests `limit[…]` under `limit`: the name is what comes before the first `[`.
    const name = key.split('[')[0]!
    if (!SCALAR_PARAMS.has(name)) continue
    if (key !== name) return `The parameter "${name}" takes one value.`
    if (seen.has(name)) return `The parameter "${name}" is given more than once.`
    seen.add(name)
  }
  for (const name of JSON_PARAMS) {
    const text = url.searchParams.getAll(name)
    if (text.length !== 1 || text[0] === '') continue
    try {
      JSON.parse(text[0]!)
    } catch {
      return `The parameter "${name}" is not valid JSON.`
    }
  }
  return null
}

const badRequest = (message: string) =>
  Response.json(
    { errors: [{ message }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )

/** Wraps a Payload REST method: a query string Payload would misread answers 400. */
export function refuseOddQueries<C>(handle: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const odd = oddQuery(new URL(req.url))
    return odd ? badRequest(odd) : handle(req, ctx)
  }
}

/**
 * Wraps Payload's REST GET: odd query strings refused, JSON answers marked no-store. What an
 * anonymous `GET /api/access` answers is Payload's own endpoint's concern (access-endpoint.ts).
 */
export function withRestReadPolicy<C>(get: Handler<C>): Handler<C> {
  return withNoStoreJson(get)
}

/** Wraps any other REST method: odd query strings refused, JSON answers marked no-store. */
export function withNoStoreJson<C>(handle: Handler<C>): Handler<C> {
  const checked = refuseOddQueries(handle)
  return async (req, ctx) => noStoreJson(await checked(req, ctx))
}

function noStoreJson(res: Response): Response {
  if (!res.headers.get('content-type')?.includes('application/json')) return res
  // A copy: some answers' headers are immutable.
  const headers = new Headers(res.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

/** Wraps Payload's REST GET: a file route for a file name no upload can have answers 400 / 404. */
export function refuseBadFileNames<C>(get: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const name = uploadFileName(rawPathname(req.url))
    if (name === 'bad')
      return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400 })
    if (name === 'absent')
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    // A file the reader may see but the disk lacks is answered 404 inside Payload, after its
    // access check, by the upload collections' own handler (src/lib/storage/missing-files.ts).
    return get(req, ctx)
  }
}

/** The path as sent (still percent-encoded): `new URL()` keeps the encoding of the path. */
const rawPathname = (url: string) => new URL(url).pathname
