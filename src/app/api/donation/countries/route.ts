import { listCountries } from '@/features/geo/queries.server'
import { REFERENCE_CACHE } from '@/lib/api/cache'
import { handler, ok } from '@/lib/api/http'

export const GET = handler(async () => ok(await listCountries(), { headers: REFERENCE_CACHE }))
