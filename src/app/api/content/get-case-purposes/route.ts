import { casePurposes } from '@/features/cases/lookups.server'
import { langOf } from '@/features/cases/schema'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

/** `get-case-purposes` (header lang ar|en): data list of id, name (purposes of kind 'case'). */
export const GET = handler(async (req) =>
  ok(await casePurposes(await payloadClient(), langOf(req.headers.get('lang'))), {
    headers: { ...PUBLIC_CACHE, Vary: 'lang' },
  }),
)
