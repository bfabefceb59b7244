import { activitiesOfPurpose } from '@/features/activities/queries.server'
import { findDonationPurpose } from '@/features/purposes/queries.server'
import { handler, notFound, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'
import { parseId } from '@/lib/ids'

type Ctx = { params: Promise<{ id: string }> }

/** `purposes/{id}/activities`: data.activities, the activities related to the purpose. */
export const GET = handler<Ctx>(async (req, { params }) => {
  const id = parseId((await params).id)
  if (id === null || !(await findDonationPurpose(id))) return notFound('The purpose')
  return ok(
    { activities: await activitiesOfPurpose(id, contentLang(req)) },
    { headers: LANG_CACHE },
  )
})
