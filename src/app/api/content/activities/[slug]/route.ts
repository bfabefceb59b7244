import { activityDetail } from '@/features/activities/queries.server'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ slug: string }> }

/** Digits only: the path names an activity by id (slugs always hold a letter, src/fields/slug.ts). */
const ID_PATH = /^\d+$/

/**
 * Two calls of spec 001 §7 share this path:
 * - `activities/{slug}`: the activity under data.activities (decision 0010);
 * - `activities/{id}` (the blog service's call): the activity itself as data.
 */
export const GET = handler<Ctx>(async (req, { params }) => {
  const { slug } = await params
  const lang = contentLang(req)
  if (ID_PATH.test(slug)) {
    const id = parseId(slug)
    const found = id ? await activityDetail({ id }, lang) : null
    if (!found) return notFound('The activity')
    return ok(found.activity, { headers: LANG_CACHE })
  }
  const found = await activityDetail({ slug }, lang)
  if (!found) return notFound('The activity')
  return ok({ activities: found.activity }, { headers: LANG_CACHE })
})
