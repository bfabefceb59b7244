import { purposeItems } from '@/features/purposes/queries.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** `case-purposes`: a data list of the donation purposes (id, name, description, image). */
export const GET = handler(async () => ok(await purposeItems(), { headers: PUBLIC_CACHE }))
