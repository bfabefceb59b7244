import { volunteersPage } from '@/features/volunteers/queries.server'
import { handler, ok, pageParam } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `get-all-volunteers?page={n}`: data.volunteers and data.paginator (spec 000 section 7). */
export const GET = handler(async (req) =>
  ok(await volunteersPage(pageParam(req), new URL(req.url).search, contentLang(req)), {
    headers: LANG_CACHE,
  }),
)
