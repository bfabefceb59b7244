import { listCountries } from '@/features/geo/queries.server'
import { REFERENCE_CACHE } from '@/lib/api/cache'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, ok } from '@/lib/api/http'

export const dynamic = 'force-static'
export const revalidate = 86400

export const GET = handler(async () =>
  ok(await cachedJson(['api', 'countries', 'v2'], listCountries, 86_400), {
    headers: REFERENCE_CACHE,
  }),
)
