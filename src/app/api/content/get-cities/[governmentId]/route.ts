import { citiesOf } from '@/features/cases/lookups.server'
import { langOf } from '@/features/cases/schema'
import { handler, notFound, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { parseId } from '@/lib/ids'
import { payloadClient } from '@/lib/payload.server'

type Ctx = { params: Promise<{ governmentId: string }> }

/** `get-cities/{governmentId}` (header lang): data list of the governorate's cities (id, name, name_en). */
export const GET = handler<Ctx>(async (req, { params }) => {
  const id = parseId((await params).governmentId)
  if (id === null) return notFound('The governorate')
  return ok(await citiesOf(await payloadClient(), id, langOf(req.headers.get('lang'))), {
    headers: { ...PUBLIC_CACHE, Vary: 'lang' },
  })
})
