import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '@/lib/db/pool.server'
import type { Currency } from '@/lib/money/currency'

/**
 * The donor's gifts waiting for cash at an Aman or Fawry outlet (decision 0128): each kiosk
 * reference Paymob issued and not yet paid or expired, with its amount and deadline, from our
 * own record (a staged gift's or a pledge period's), so the portal shows what is still to pay.
 */
export interface PendingKiosk {
  reference: string
  amountCents: number
  currency: Currency
  expiresAt: string | null
}

export async function pendingKioskPayments(
  payload: Payload,
  email: string,
): Promise<PendingKiosk[]> {
  const { rows } = await poolOf(payload).query<{
    bill_reference: string
    amount: string
    currency: Currency
    expires_at: Date | null
  }>(
    `SELECT p.bill_reference, p.amount, p.currency, p.expires_at
       FROM paymob_payments p
       LEFT JOIN staged_donations s ON s.id = p.staged_donation_id
       LEFT JOIN recurring_plans r ON r.id = p.plan_id
      WHERE p.status = 'pending' AND p.bill_reference IS NOT NULL
        AND lower(COALESCE(s.email, r.email)) = $1
      ORDER BY p.created_at DESC LIMIT 20`,
    [email.toLowerCase()],
  )
  return rows.map((r) => ({
    reference: r.bill_reference,
    amountCents: Number(r.amount),
    currency: r.currency,
    expiresAt: r.expires_at?.toISOString() ?? null,
  }))
}
