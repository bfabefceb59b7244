/**
 * Payload gives upload URLs with the site's origin; pages use the path alone,
 * so images work behind any host name and go through Next's image optimiser.
 * Pure, so browser code can use it too.
 */
export function sitePath(url: string | null | undefined): string | null {
  if (!url) return null
  const match = /^https?:\/\/[^/]+(\/api\/media\/.*)$/.exec(url)
  return match ? match[1]! : url
}

/** `path` (or a URL of this site's uploads) as an absolute URL on `origin`. */
export function absoluteUrl(path: string | null | undefined, origin: string): string | null {
  if (!path) return null
  return new URL(sitePath(path) ?? path, `${origin.replace(/\/+$/, '')}/`).href
}
