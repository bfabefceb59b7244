import { clubItems } from '@/features/boards/queries.server'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `get-clubs`: a data list of club_id and club_name. */
export const GET = handler(async (req) =>
  ok(await clubItems(contentLang(req)), { headers: LANG_CACHE }),
)
