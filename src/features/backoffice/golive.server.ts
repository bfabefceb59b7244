import 'server-only'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { entityForCurrency } from '@/features/entities/entity.server'
import { entityGaps } from '@/features/entities/readiness'
import { CURRENCIES } from '@/lib/money/currency'
import { goLiveChecks, type Check, type CheckLang } from './golive'

/**
 * The go-live checklist of the signed-in staff member (admins and treasurers, who fill the
 * entities and ask for the server's settings), or null for other roles. `settings` is the
 * server's environment; a test passes its own.
 */
export async function loadGoLive(
  payload: Payload,
  user: unknown,
  lang: CheckLang,
  settings: Record<string, string | undefined> = process.env,
): Promise<Check[] | null> {
  if (!hasRole(user, 'treasurer')) return null
  const entities = await Promise.all(
    CURRENCIES.map(async (currency) => {
      const e = await entityForCurrency(payload, currency, 'en')
      return { currency, id: e.id, gateway: e.gateway, gaps: entityGaps(e) }
    }),
  )
  return goLiveChecks(settings, entities, lang)
}
