import { activityDetail } from '@/features/activities/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** `activities/{slug}`: the activity, under data.activities (spec 001 section 7). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const found = await activityDetail({ slug: (await params).slug })
  if (!found) return notFound('The activity')
  return ok({ activities: found.activity }, { headers: PUBLIC_CACHE })
})
