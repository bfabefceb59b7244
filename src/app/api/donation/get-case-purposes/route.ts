import { listDonationPurposes } from '@/features/purposes/lookups.server'
import { handler, ok } from '@/lib/api/http'
import { contentLang, LANG_CACHE } from '@/lib/api/lang'
import { cachedJson } from '@/lib/cache/cached-json'

/** The donation purposes (id, name), in the `lang` header's language (English without it). */
export const GET = handler(async (req) => {
  const lang = contentLang(req)
  const purposes = await cachedJson(['api', 'donation-purposes', lang], () =>
    listDonationPurposes(lang),
  )
  return ok(purposes, { headers: LANG_CACHE })
})
