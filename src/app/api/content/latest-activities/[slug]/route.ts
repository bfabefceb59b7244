import { latestActivityItems } from '@/features/activities/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'

type Ctx = { params: Promise<{ slug: string }> }

/** `latest-activities/{slug}`: the newest activities other than that one. */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const items = await latestActivityItems((await params).slug)
  if (!items) return notFound('The activity')
  return ok(items, { headers: PUBLIC_CACHE })
})
