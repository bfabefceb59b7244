/**
 * The one spelling of a path that security checks compare (issue 64, H; decision 0124).
 *
 * Payload matches its endpoints case-insensitively, after percent-decoding, so a check that
 * compared the path as sent (`/api/users/login`) let `/api/users/LOGIN` and `/api/users/%6Cogin`
 * through to the same endpoint unchecked. Every path match of a security check goes through
 * `canonicalPath`: percent-decoded once, lower-cased, repeated slashes folded, no trailing slash.
 * The checks themselves live inside Payload (hooks, access, endpoints): this is the backstop for
 * what must still match a path in front of it.
 */
export function canonicalPath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape (`%zz`): compared as sent, Payload cannot decode it either.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Paths whose every spelling but the canonical one answers 404: staff accounts and access. */
const SECURITY_ROUTE = /^\/api\/(access|users)(\/|$)/

/**
 * Whether `pathname` is another spelling (case, escapes, slashes) of a security-relevant route:
 * such a request is answered 404 rather than given to Payload, which would route it.
 */
export function isOtherSpellingOfSecurityRoute(pathname: string): boolean {
  const canonical = canonicalPath(pathname)
  return canonical !== pathname && SECURITY_ROUTE.test(canonical)
}
