import { eventSummary } from '@/features/activities/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ id: string }> }

/** `event-summary/{id}`: the summary of an activity by its id (spec 001 "Activity summary"). */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const id = parseId((await params).id)
  const summary = id === null ? null : await eventSummary(id)
  if (!summary) return notFound('The activity')
  return ok(summary, { headers: PUBLIC_CACHE })
})
