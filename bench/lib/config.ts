/**
 * What the benchmark measures and where (issue 10). The bench server runs on
 * its own port, database and build folder so it never touches the data of
 * `npm start` (the donation flow writes donations).
 */
export const BENCH = {
  port: Number(process.env.BENCH_PORT ?? 3300),
  staticPort: Number(process.env.BENCH_STATIC_PORT ?? 3301),
  smtpPort: Number(process.env.BENCH_SMTP_PORT ?? 2527),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54349),
  dataDir: process.env.BENCH_DATA_DIR ?? '.bench-data',
  distDir: process.env.BENCH_DIST_DIR ?? '.next-bench',
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  /** autocannon: connections and seconds per endpoint. */
  load: {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  },
  donations: {
    donors: Number(process.env.BENCH_DONORS ?? 20),
    seconds: Number(process.env.BENCH_DONATION_SECONDS ?? 10),
  },
  /** The rush with a staff edit half-way (bench/lib/rush.ts). */
  rush: {
    connections: Number(process.env.BENCH_RUSH_CONNECTIONS ?? 50),
    seconds: Number(process.env.BENCH_RUSH_SECONDS ?? 12),
  },
  /** Lighthouse runs per page; the run with the median performance score is reported. */
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
} as const

export const ARTICLE_SLUG = 'egyptian-volunteer-day-6-september-2025'

/** A page or JSON endpoint under load; `{purpose}` is resolved once the server runs. */
export interface Endpoint {
  name: string
  path: string
  kind: 'page' | 'json'
}

export const LOAD_ENDPOINTS: Endpoint[] = [
  { name: 'Home', path: '/', kind: 'page' },
  { name: 'News list', path: '/newEgyptNews', kind: 'page' },
  { name: 'News article', path: `/newEgyptNews/${ARTICLE_SLUG}`, kind: 'page' },
  { name: 'Boards', path: '/boards', kind: 'page' },
  { name: 'News JSON', path: '/api/content/news?page=1', kind: 'json' },
  { name: 'Board members JSON', path: '/api/content/board-members/11/3', kind: 'json' },
  { name: 'Countries JSON', path: '/api/donation/countries', kind: 'json' },
]

/**
 * Pages audited by Lighthouse and weighed for first-load bytes, all against the same targets.
 * Then the heaviest forms a phone visitor meets (issue 14): the Arabic, right-to-left case wizard
 * and the volunteer sign-up; last the Arabic home and article (issue 17).
 */
export const AUDITED_PAGES = (purposePath: string): Endpoint[] => [
  { name: 'Home', path: '/', kind: 'page' },
  { name: 'News list', path: '/newEgyptNews', kind: 'page' },
  { name: 'News article', path: `/newEgyptNews/${ARTICLE_SLUG}`, kind: 'page' },
  { name: 'Donation purpose', path: purposePath, kind: 'page' },
  { name: 'Case form (Arabic)', path: '/caseFormParts', kind: 'page' },
  { name: 'Volunteer sign-up', path: '/joinUs', kind: 'page' },
  // The Arabic twin (issue 17's budget): its home and an article, with the Arabic web font.
  { name: 'Home (Arabic)', path: '/ar', kind: 'page' },
  { name: 'News article (Arabic)', path: `/ar/newEgyptNews/${ARTICLE_SLUG}`, kind: 'page' },
]
