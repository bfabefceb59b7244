import 'server-only'
import type { Payload } from 'payload'
import { poolOf } from '../db.server'
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

/**
 * How the donor paid, as the donation's card columns keep it (decision 0128): a card's brand
 * and last four as Paymob reports them, or `wallet` / `kiosk` with no digits (the column needs a
 * value), so no receipt calls a wallet or cash a card. Null: a card whose digits Paymob did not give.
 */
function paidWith(t: PaymobTransaction): { brand: string; last4: string } | null {
  const method = methodOf(t)
  if (method !== 'card') return { brand: method, last4: '—' }
  const last4 = /(\d{4})\D*$/.exec(t.source_data?.pan ?? '')?.[1]
  if (!last4) return null
  const sub = (t.source_data?.sub_type ?? '').toLowerCase()
  const brand = sub.includes('visa') ? 'visa' : sub.includes('master') ? 'mastercard' : 'unknown'
  return { brand, last4 }
}

/** The donation takes how it was paid (the staging's placeholder card never reached Paymob). */
export async function keepPaidWith(payload: Payload, donationId: number, t: PaymobTransaction) {
  const seen = paidWith(t)
  if (!seen) return
  await poolOf(payload).query(
    'UPDATE donations SET card_brand = $2, card_last4 = $3 WHERE id = $1',
    [donationId, seen.brand, seen.last4],
  )
}
