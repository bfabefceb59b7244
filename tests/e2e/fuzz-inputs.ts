/**
 * What the fuzz test (fuzz.spec.ts) sends: a seeded random generator, odd values,
 * and the endpoints of the three API bases, Payload's REST collections and the
 * dynamic pages. Everything is drawn from the seed, so a failure reproduces with
 * FUZZ_SEED=<the seed printed>.
 */

/** mulberry32: small, fast, good enough to pick test inputs reproducibly. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!
  return { next, int, pick }
}
export type Rng = ReturnType<typeof rng>

/** Odd values for JSON fields: wrong types, huge and negative numbers, NUL and control characters, long strings. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2147483649,
  2147483648,
  9999999999999999,
  1e308,
  -1e-308,
  1.5,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u001f\u007f',
  '\ud800',
  '\r\n\t',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '١٢٣',
  '9'.repeat(40),
  'x'.repeat(70_000),
  'é'.repeat(5_000),
  [],
  [null],
  ['1', '2'],
  {},
  { id: 1 },
  { $ne: null },
  [[[[]]]],
]

/** Odd path segments, already in the form they are put in a URL (some deliberately malformed). */
export const ODD_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '-1',
  '0',
  '00',
  '1.5',
  '1e3',
  '2147483648',
  '9999999999999999999999',
  'abc',
  'ABC-def',
  '%20',
  '%0A',
  '%C0%AE',
  '%F0%9F%98%80',
  '%D9%A1',
  'x'.repeat(2_000),
  encodeURIComponent('<script>'),
  encodeURIComponent("' OR 1=1"),
  'null',
  'undefined',
  '[]',
  '{}',
]

/** Odd query strings. */
export const ODD_QUERIES: readonly string[] = [
  'page=-1',
  'page=0',
  'page=99999999999',
  'page=1e3',
  'page[]=1&page[]=2',
  'page=%00',
  'limit=0&depth=99',
  'limit=-1',
  'limit=9999999',
  'depth=-1',
  'sort=%00',
  'sort=-' + 'x'.repeat(500),
  'where[id][equals]=%00',
  'where[id][equals]=99999999999',
  'where[or][0][and][0][id][in]=a,b',
  'where[slug][like]=%25',
  'where[' + 'a]['.repeat(50) + 'b]=1',
  'pagination=false',
  'locale=%00',
  'draft=true',
  'token=%00',
  'q=' + 'x'.repeat(5_000),
  'a=%ZZ',
  '%00=1',
  'select[password]=true',
  'populate[users]=true',
  // Issue 47: one-value parameters bracketed or repeated (limit[]=0 read every city), and
  // where operators that do not fit the field.
  'limit[]=0',
  'limit[a]=0',
  'limit=100&limit=0',
  'pagination[]=false&limit[]=0',
  'depth[]=9',
  'page[a]=99999999999',
  'where={"id":',
  'where[id][near]=1,2,3',
  'where[id][like]=x',
  'where[id][all]=1',
  'where[createdAt][within]=1',
  'where[createdAt][contains]=x',
  'where[updatedAt][intersects]=1',
  'where[id][equals][a]=1',
  'where[or][a]=1',
]

/** GET endpoints of /api/content, /api/donation and /api/news-service; `{}` is a path parameter. */
export const API_GETS: readonly string[] = [
  '/api/content/about-us',
  '/api/content/activities',
  '/api/content/activities/{}',
  '/api/content/board-members/{}/{}',
  '/api/content/boards/{}',
  '/api/content/case-purposes',
  '/api/content/case-purposes/{}',
  '/api/content/clubs',
  '/api/content/event-summary/{}',
  '/api/content/ge-govermnets',
  '/api/content/get-all-volunteers',
  '/api/content/get-case-purposes',
  '/api/content/get-cities/{}',
  '/api/content/get-clubs',
  '/api/content/get-villages/{}',
  '/api/content/latest-activities',
  '/api/content/latest-activities/{}',
  '/api/content/meeting-details/{}',
  '/api/content/news',
  '/api/content/news/{}',
  '/api/content/news/page/{}',
  '/api/content/newsletter/subscribers.csv',
  '/api/content/purposes/{}/activities',
  '/api/content/staff/volunteers.csv',
  '/api/content/staff/votes.csv',
  '/api/content/staff/votes/{}',
  '/api/content/xsrf-token',
  '/api/content/{}',
  '/api/donation/address-suggestions',
  // The donor portal's reads (issue 47: every public route): refused without a donor session.
  '/api/donor/history',
  '/api/donor/receipts/{}',
  '/api/donor/statements/{}',
  '/api/donor/{}',
  '/api/donor/staff/donor?email={}',
  '/api/donor/staff/reconciliation',
  '/api/donation/cities/{}',
  '/api/donation/countries',
  '/api/donation/get-case-purposes',
  '/api/donation/states/{}',
  '/api/donation/{}',
  '/api/news-service/blogs/{}',
  '/api/news-service/categories',
  '/api/news-service/categories/{}',
  '/api/news-service/groupedBlogs',
  '/api/news-service/{}',
]

/** JSON POST endpoints with the fields of their payloads (spec 000 and 001). */
export const API_JSON_POSTS: readonly { path: string; fields: readonly string[] }[] = [
  // Payload's sign-in routes (issue 47: a NUL in the e-mail answered 500).
  { path: '/api/users/login', fields: ['email', 'password'] },
  { path: '/api/users/forgot-password', fields: ['email'] },
  { path: '/api/users/reset-password', fields: ['token', 'password'] },
  {
    path: '/api/content/contact-us',
    fields: ['name', 'email', 'phone', 'subject', 'message', 'website'],
  },
  {
    path: '/api/content/volunteer-join',
    fields: ['name', 'email', 'phone', 'government_id', 'city_id', 'village_id', 'message'],
  },
  { path: '/api/content/newsletter', fields: ['email', 'website'] },
  {
    path: '/api/donation/stage-donation',
    fields: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'donations',
      'cc_number',
      'cc_name',
      'cc_exp_month',
      'cc_exp_year',
      'cc_cvc',
      'street',
      'country',
      'state',
      'city',
      'zip_code',
      'latitude',
      'longitude',
    ],
  },
  { path: '/api/donation/stage-donation/confirm', fields: ['email', 'otp'] },
  { path: '/api/donation/cancel-recurring', fields: ['plan', 'token', 'email'] },
  { path: '/api/donation/authenticate-plan', fields: ['plan', 'expires', 'token'] },
  { path: '/api/content/case-status', fields: ['reference', 'identifier'] },
  // The donor portal (issue 47: every public route), with and without a session's cookie.
  { path: '/api/donor/sign-in', fields: ['email'] },
  { path: '/api/donor/sign-in/verify', fields: ['email', 'code'] },
  { path: '/api/donor/sign-out', fields: [] },
  { path: '/api/donor/details', fields: ['name', 'phone', 'street', 'city', 'country', 'zip'] },
  { path: '/api/donor/plans/1', fields: ['action', 'amount', 'repeat'] },
  { path: '/api/donor/plans/1/card', fields: ['paymentMethod', 'token'] },
  { path: '/api/donor/plans/1/card/verify', fields: ['code'] },
  { path: '/api/donor/staff/refund', fields: ['donation', 'amount', 'reason'] },
  { path: '/api/donor/staff/resend', fields: ['email', 'year'] },
]

/** Multipart POST endpoints and some of their fields. */
export const API_MULTIPART_POSTS: readonly { path: string; fields: readonly string[] }[] = [
  {
    path: '/api/content/accept-multiple-actions',
    fields: ['meeting_id', 'user_id', 'needSignature', 'token', 'votes', 'image'],
  },
  {
    path: '/api/content/case-searches',
    fields: ['name', 'email', 'phone', 'national_id', 'purpose', 'case_text', 'files[]'],
  },
  { path: '/api/content/case-documents', fields: ['reference', 'identifier', 'images[0]'] },
]

/** Payload's REST collections (the back office's API). */
export const COLLECTIONS: readonly string[] = [
  'activities',
  'articles',
  'board-members',
  'boards',
  'case-files',
  'case-requests',
  'categories',
  'charges',
  'cities',
  'clubs',
  'contact-messages',
  'countries',
  'donations',
  'egypt-cities',
  'governorates',
  'media',
  'meetings',
  'newsletter-subscribers',
  'outbox',
  'purposes',
  'recurring-plans',
  'staged-donations',
  'states',
  'users',
  'villages',
  'volunteer-applications',
  'volunteers',
  'vote-signatures',
  'votes',
  'exports',
  'imports',
  'payload-jobs',
  // Staff-only and system collections: an anonymous request must be refused, never a 500.
  'donor-sign-in-codes',
  'donor-card-changes',
  'donor-sessions',
  'donor-actions',
  'donor-profiles',
  'entity-signatures',
  'legal-entities',
  'meeting-invitations',
  'meeting-audit',
  'paymob-callbacks',
  'paymob-payments',
  'rate-limits',
  'sandbox-charges',
  'stripe-events',
]

/** Dynamic pages; `{}` is the slug or id. */
export const PAGES: readonly string[] = [
  // The image optimizer on local sources (issue 47: missing or undecodable names answered 500).
  '/_next/image?w=640&q=75&url=/images/{}',
  '/_next/image?w=640&q=75&url=/api/media/file/{}',
  '/newEgyptNews/{}',
  '/blog-detail/{}',
  '/activities/{}',
  '/activity-detail/{}',
  '/donationServices/{}',
  '/{}',
  '/{}/{}',
  '/boards?member={}',
  '/news?page={}',
  '/blogs?page={}',
  '/voteForm?meeting={}&user={}&needSignature={}&token={}',
  '/donations/cancel?plan={}&token={}',
  '/donor/authenticate?plan={}&expires={}&token={}',
  '/newsletter/confirm?token={}',
  '/newsletter/unsubscribe?token={}',
]

/** A JSON body: the payload's fields with odd values, or not an object at all. */
export function oddJsonBody(r: Rng, fields: readonly string[]): string {
  const shape = r.int(10)
  if (shape === 0) return JSON.stringify(r.pick(ODD_VALUES))
  if (shape === 1) return '{"email": "a@b.c", ' // not JSON
  if (shape === 2) return JSON.stringify(fields.map(() => r.pick(ODD_VALUES)))
  const body: Record<string, unknown> = {}
  for (const f of fields) body[f] = r.next() < 0.7 ? r.pick(ODD_VALUES) : 'a@example.org'
  if (r.next() < 0.3) body['__proto__'] = { polluted: true }
  return JSON.stringify(body)
}

/** `template` with each `{}` replaced by an odd segment. */
export const fill = (r: Rng, template: string) =>
  template.replace(/\{\}/g, () => r.pick(ODD_SEGMENTS))
