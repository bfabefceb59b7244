import { listDonationPurposes } from '@/features/purposes/lookups.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'
import { cachedJson } from '@/lib/cache/cached-json'

export const GET = handler(async () =>
  ok(await cachedJson(['api', 'donation-purposes'], listDonationPurposes), {
    headers: PUBLIC_CACHE,
  }),
)
