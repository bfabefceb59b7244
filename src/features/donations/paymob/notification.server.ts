import 'server-only'
import type { Payload } from 'payload'
import { receivePaymobCallback, type CallbackAnswer } from './callback.server'
import { receiveTokenCallback } from './plans.server'

/**
 * What Paymob POSTs to the notification URL: a transaction (`"type": "TRANSACTION"`, decision
 * 0107) or, after a donor saved the card on the checkout, a card token (`"type": "TOKEN"`,
 * decision 0120). The type only chooses which documented HMAC checks the body: a body claiming
 * the other type fails that check.
 */
export function receivePaymobNotification(
  payload: Payload,
  raw: string,
  hmac: string | null,
): Promise<CallbackAnswer> {
  return typeOf(raw) === 'TOKEN'
    ? receiveTokenCallback(payload, raw, hmac)
    : receivePaymobCallback(payload, raw, hmac)
}

function typeOf(raw: string): unknown {
  try {
    return (JSON.parse(raw) as { type?: unknown } | null)?.type
  } catch {
    return undefined
  }
}
