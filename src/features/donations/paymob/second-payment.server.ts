import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
import type { PaymobTransaction } from './api'
import { LOG, paymobApi } from './config.server'
import { methodOf } from './transaction.server'

/**
 * A payment on an order already paid (the donor paid twice on the same checkout, or a kiosk
 * reference was paid after a card; decision 0128): never merged into the recorded gift, never
 * turning it into a mismatch. A card or wallet payment is refunded in full at once; a kiosk
 * payment cannot be refunded through Paymob, so the treasurer is told by the payment's note
 * (Donations → Paymob payments) and the error log, and refunds it by hand.
 */
export async function secondPayment(
  payload: Payload,
  paymentId: number,
  t: PaymobTransaction,
  state: string,
): Promise<string> {
  const what = `Second payment ${String(t.id)} (${String(t.amount_cents)} ${t.currency}, ${methodOf(t)})`
  if (state !== 'paid') return `${what} on a paid order is ${state}: nothing changes`
  const refund =
    methodOf(t) === 'kiosk'
      ? ({ ok: false, message: 'a kiosk payment cannot be refunded through Paymob' } as const)
      : await paymobApi().refund(String(t.id), Number(t.amount_cents))
  const note = refund.ok
    ? `${what} on this paid order: refunded in full.`
    : `${what} on this paid order: NOT refunded (${refund.message}); refund it by hand.`
  await poolOf(payload).query(
    `UPDATE paymob_payments SET note = concat_ws(' ', note, $2::text), updated_at = now() WHERE id = $1`,
    [paymentId, note],
  )
  payload.logger.error(`${LOG} ${note}`)
  return note
}
