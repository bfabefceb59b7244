import 'server-only'
import type { PaymobMethod, PaymobTransaction } from './api'
import { paymobApi, paymobConfig } from './config.server'

/**
 * What of a transaction may be believed (decision 0128). The HMAC signs twenty fields
 * (hmac.ts); `refunded_amount_cents` and a kiosk's `data.bill_reference` are not among them, yet
 * one moves money and the other is shown to the donor. So a callback that needs either (a
 * refund, a pending kiosk payment) is answered by Paymob's own record of the transaction
 * (GET /api/acceptance/transactions/{id}, with our secret key), and every other callback loses
 * both fields. Null: Paymob could not be asked; the callback is answered 503 and Paymob retries.
 */
export async function withPaymobFigures(t: PaymobTransaction): Promise<PaymobTransaction | null> {
  if (!t.is_refunded && !t.pending) {
    const { refunded_amount_cents, data, ...signed } = t
    void refunded_amount_cents
    return { ...signed, data: { message: data?.message } }
  }
  const answer = await paymobApi().transaction(String(t.id))
  if (!answer.ok) return null
  const held = answer.transaction
  // The record of another transaction or order is no answer about this one.
  if (String(held.id) !== String(t.id) || String(held.order?.id) !== String(t.order.id)) return null
  return held
}

/** A kiosk reference as Paymob issues it: digits only; anything else is never shown or mailed. */
export const isKioskReference = (reference: string) => /^\d{4,20}$/.test(reference)

/** The method, by the integration id Paymob names (the type as a fallback). */
export function methodOf(t: PaymobTransaction): PaymobMethod {
  const byId = Object.entries(paymobConfig().integrations).find(
    ([, id]) => id === Number(t.integration_id),
  )?.[0]
  if (byId) return byId as PaymobMethod
  const type = t.source_data?.type ?? ''
  return type === 'card' ? 'card' : type === 'wallet' ? 'wallet' : 'kiosk'
}
