import { listDonationPurposes } from '@/features/purposes/lookups.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

export const GET = handler(async () => ok(await listDonationPurposes(), { headers: PUBLIC_CACHE }))
