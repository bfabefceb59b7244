import { aboutData } from '@/features/about/queries.server'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

/** `about-us`: title, mission_title, mission_description, message_title, message_description. */
export const GET = handler(async (req) =>
  ok(await aboutData(contentLang(req)), { headers: LANG_CACHE }),
)
