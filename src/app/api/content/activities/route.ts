import { activitiesPage } from '@/features/activities/queries.server'
import { handler, ok, pageParam, PUBLIC_CACHE } from '@/lib/api/http'

/** `activities?page={n}`: data.activities and data.paginator (spec 000 section 7). */
export const GET = handler(async (req) =>
  ok(await activitiesPage(pageParam(req), new URL(req.url).search), { headers: PUBLIC_CACHE }),
)
