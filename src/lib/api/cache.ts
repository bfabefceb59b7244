/** Reference data (countries, states, cities) changes with a package upgrade only. */
export const REFERENCE_CACHE = {
  'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400',
}
