import { villagesOf } from '@/features/cases/lookups.server'
import { langOf } from '@/features/cases/schema'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'

type Ctx = { params: Promise<{ id: string }> }

/** `get-villages/{id}` (id of a city; header lang): data list of its villages (id, name, name_en). */
export const GET = handler<Ctx>(async (req, { params }) => {
  const id = parseId((await params).id)
  if (id === null) return notFound('The city')
  return ok(await villagesOf(await payloadClient(), id, langOf(req.headers.get('lang'))), {
    headers: { ...PUBLIC_CACHE, Vary: 'lang' },
  })
})
