import { aboutData } from '@/features/about/queries.server'
import { handler, ok, PUBLIC_CACHE } from '@/lib/api/http'

/** `about-us`: title, mission_title, mission_description, message_title, message_description. */
export const GET = handler(async () => ok(await aboutData(), { headers: PUBLIC_CACHE }))
