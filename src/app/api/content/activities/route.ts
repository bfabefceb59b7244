import { activitiesPage } from '@/features/activities/queries.server'
import { handler, ok, pageParam } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `activities?page={n}`: data.activities and data.paginator (spec 000 section 7). */
export const GET = handler(async (req) =>
  ok(await activitiesPage(pageParam(req), new URL(req.url).search, contentLang(req)), {
    headers: LANG_CACHE,
  }),
)
