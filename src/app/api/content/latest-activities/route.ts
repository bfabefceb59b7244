import { latestActivityItems } from '@/features/activities/queries.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** `latest-activities`: a data list of the newest activities. */
export const GET = handler(async () => ok(await latestActivityItems(), { headers: PUBLIC_CACHE }))
