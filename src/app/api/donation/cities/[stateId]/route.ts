import { listCities } from '@/features/geo/queries.server'
import { REFERENCE_CACHE } from '@/lib/api/cache'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok } from '@/lib/api/http'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ stateId: string }> }

export const GET = handler<Ctx>(async (_req, { params }) => {
  const id = parseId((await params).stateId)
  const cities = id
    ? await cachedJson(['api', 'cities', 'v3', id], () => listCities(id), 86_400)
    : null
  return cities ? ok(cities, { headers: REFERENCE_CACHE }) : notFound('The state')
})
