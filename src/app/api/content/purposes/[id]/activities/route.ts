import { activitiesOfPurpose } from '@/features/activities/queries.server'
import { findDonationPurpose } from '@/features/purposes/queries.server'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ id: string }> }

/** `purposes/{id}/activities`: data.activities, the activities related to the purpose. */
export const GET = handler<Ctx>(async (_req, { params }) => {
  const id = parseId((await params).id)
  if (id === null || !(await findDonationPurpose(id))) return notFound('The purpose')
  return ok({ activities: await activitiesOfPurpose(id) }, { headers: PUBLIC_CACHE })
})
