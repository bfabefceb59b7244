import { caseClubs } from '@/features/cases/lookups.server'
import { langOf } from '@/features/cases/schema'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** `clubs` (header lang ar|en): data list of id, name. */
export const GET = handler(async (req) =>
  ok(await caseClubs(await payloadClient(), langOf(req.headers.get('lang'))), {
    headers: { ...PUBLIC_CACHE, Vary: 'lang' },
  }),
)
