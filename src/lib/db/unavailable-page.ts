import { directionOf, localeOfPath, localisedPath } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { isDatabaseUnavailable } from './unavailable'

/**
 * Visitor pages whose render failed because the database is down (issue 43, decision 0090).
 * Next gives a page no way to set its status from an error: it answers 500 with its error
 * page. Next's `onRequestError` hook (src/instrumentation.ts) calls `noteUnavailableRender`,
 * which leaves this page, in the visitor's language, under the request's id (scripts/serve.mjs
 * sets X-Request-Id on every request); the server then answers 503 with Retry-After and this
 * page instead of the 500 (scripts/lib/unavailable-page.mjs). Pages Next serves from its cache
 * never fail, so they keep serving.
 *
 * The two sides share a Map on globalThis: the hook is bundled by Next, the server is not.
 */
export const UNAVAILABLE_PAGES = Symbol.for('charity.unavailablePages')

/** What the server finds under a request id. */
export interface UnavailablePage {
  html: string
  at: number
}

/** Entries older than this are dropped: a render in the background has no answer to replace. */
const KEEP_MS = 60_000

function registry(): Map<string, UnavailablePage> {
  const g = globalThis as { [UNAVAILABLE_PAGES]?: Map<string, UnavailablePage> }
  g[UNAVAILABLE_PAGES] ??= new Map()
  return g[UNAVAILABLE_PAGES]
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/**
 * The page: a whole document of its own, no script and no style sheet, since the site's layout
 * may itself need the database; in the path's language and direction.
 */
export function unavailablePageHtml(pathname: string): string {
  const locale = localeOfPath(pathname)
  const texts = messagesFor(locale)
  const t = texts.errorPage
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}" dir="${directionOf(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.unavailableTitle)}</title></head>`,
    '<body><main>',
    `<h1>${escapeHtml(t.unavailableTitle)}</h1>`,
    `<p>${escapeHtml(t.unavailableText)}</p>`,
    `<p><a href="${localisedPath('/', locale)}">${escapeHtml(texts.common.backToHome)}</a></p>`,
    '</main></body></html>',
  ].join('')
}

interface ErrorRequest {
  path: string
  headers: NodeJS.Dict<string | string[]>
}

/** Next's onRequestError: a page render that failed on the database leaves its page for the server. */
export function noteUnavailableRender(
  error: unknown,
  request: ErrorRequest,
  context: { routeType: string },
): void {
  if (context.routeType !== 'render' || !isDatabaseUnavailable(error)) return
  const id = request.headers['x-request-id']
  if (typeof id !== 'string' || !id) return
  const pages = registry()
  const now = Date.now()
  for (const [key, entry] of pages) if (now - entry.at > KEEP_MS) pages.delete(key)
  pages.set(id, { html: unavailablePageHtml(request.path), at: now })
}
