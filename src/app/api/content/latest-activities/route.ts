import { latestActivityItems } from '@/features/activities/queries.server'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `latest-activities`: a data list of the newest activities. */
export const GET = handler(async (req) =>
  ok(await latestActivityItems(undefined, contentLang(req)), { headers: LANG_CACHE }),
)
