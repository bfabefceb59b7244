import { listStates } from '@/features/geo/queries.server'
import { REFERENCE_CACHE } from '@/lib/api/cache'
import { cachedJson } from '@/lib/cache/cached-json'
import { handler, notFound, ok } from '@/lib/api/http'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ countryId: string }> }

export const GET = handler<Ctx>(async (_req, { params }) => {
  const id = parseId((await params).countryId)
  const states = id
    ? await cachedJson(['api', 'states', 'v2', id], () => listStates(id), 86_400)
    : null
  return states ? ok(states, { headers: REFERENCE_CACHE }) : notFound('The country')
})
