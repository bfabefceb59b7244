import { latestActivityItems } from '@/features/activities/queries.server'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'

type Ctx = { params: Promise<{ slug: string }> }

/** `latest-activities/{slug}`: the newest activities other than that one. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const items = await latestActivityItems((await params).slug, contentLang(req))
  if (!items) return notFound('The activity')
  return ok(items, { headers: LANG_CACHE })
})
