import { clubItems } from '@/features/boards/queries.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** `get-clubs`: a data list of club_id and club_name. */
export const GET = handler(async () => ok(await clubItems(), { headers: PUBLIC_CACHE }))
