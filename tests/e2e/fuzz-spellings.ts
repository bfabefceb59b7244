/** Inputs of the fuzz's second part (issue 64): security routes in other spellings, costly queries. */

/** Other spellings of a path (issue 64, H): case, percent-encoding, trailing and doubled slash. */
export function spellings(path: string): string[] {
  const cut = path.lastIndexOf('/') + 1
  const [head, tail] = [path.slice(0, cut), path.slice(cut)]
  const hex = tail.charCodeAt(0).toString(16).toUpperCase()
  return [
    head + tail.toUpperCase(),
    `${head}%${hex}${tail.slice(1)}`,
    `${path}/`,
    `${head.slice(0, -1)}//${tail}`,
  ]
}

export const SECURITY_ROUTES: ['GET' | 'POST', string, Record<string, string>?][] = [
  ['GET', '/api/access'],
  ['GET', '/api/users/me'],
  ['POST', '/api/users/login', { email: 'nobody@newegypt.example', password: 'wrong-password-1' }],
  ['POST', '/api/users/forgot-password', { email: 'nobody@newegypt.example' }],
  ['POST', '/api/users/reset-password', { token: 'not-a-token', password: 'abc' }],
  ['POST', '/api/users/logout'],
]
/** What an anonymous visitor's query may cost at most (issue 64, item 2). */
export const QUERY_MS = 2_000
const or = (n: number, path: string) =>
  Array.from({ length: n }, (_, i) => `where[or][${i}][${path}][like]=a${i}`).join('&')
export const COSTLY_QUERIES = [
  `/api/cities?sort=state.country.nameEn&page=1000&${or(30, 'state.country.nameEn')}`,
  `/api/cities?${or(20, 'nameEn')}&sort=-nameEn&page=50`,
  `/api/cities?${or(3, 'nameEn')}&sort=-nameEn&page=50`,
  '/api/cities?where[nameEn][like]=a&sort=nameEn&page=400&depth=5',
  '/api/states?where[or][0][nameEn][like]=e&where[or][1][country][equals]=1&limit=100',
]
