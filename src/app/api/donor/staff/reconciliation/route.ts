import { reconcileSchemaIn } from '@/features/donations/staff/reconcile-schema'
import { reconcile } from '@/features/donations/staff/reconcile.server'
import { staffActor } from '@/features/donor/staff.server'
import { handler, ok, validationError } from '@/lib/api/http'
import { INVALID_DATA_MESSAGES } from '@/lib/admin-language.server'
import { payloadClient } from '@/lib/payload.server'

export const dynamic = 'force-dynamic'

/**
 * GET /api/donor/staff/reconciliation?from=YYYY-MM-DD&to=YYYY-MM-DD: our donations without a
 * gateway charge and the gateway's charges without a donation (treasurers; decision 0042).
 */
export const GET = handler(async (req) => {
  const payload = await payloadClient()
  const staff = await staffActor(payload, req, 'reconcile donations')
  if ('refusal' in staff) return staff.refusal
  const q = new URL(req.url).searchParams
  // Refusals in the staff member's back-office language (decision 0119).
  const parsed = reconcileSchemaIn(staff.lang).safeParse({ from: q.get('from'), to: q.get('to') })
  if (!parsed.success) {
    return validationError(parsed.error.issues, INVALID_DATA_MESSAGES[staff.lang])
  }
  return ok(await reconcile(payload, parsed.data))
})
