import { purposeItems } from '@/features/purposes/queries.server'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `case-purposes`: a data list of the donation purposes (id, name, description, image). */
export const GET = handler(async (req) =>
  ok(await purposeItems(contentLang(req)), { headers: LANG_CACHE }),
)
