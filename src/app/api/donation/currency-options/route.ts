import { currencyOptions } from '@/features/donations/currency-options.server'
import { handler, ok } from '@/lib/api/http'
import { payloadClient } from '@/lib/payload.server'

// Read per request: staff change the entities' limits and the Zakat purposes (decision 0110).
export const dynamic = 'force-dynamic'

/** GET currency-options: each currency's limits and payment step, the Zakat-eligible purposes. */
export const GET = handler(async () =>
  ok(await currencyOptions(await payloadClient()), { headers: { 'Cache-Control': 'no-store' } }),
)
