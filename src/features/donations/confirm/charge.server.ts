import type { Currency } from '@/lib/money/currency'
import 'server-only'
import type { Payload } from 'payload'
import { gatewayFor } from '../gateway/for-currency.server'
import {
  GATEWAY_MESSAGES,
  type ChargeRequest,
  type ChargeResult,
  type GatewayFailure,
} from '../gateway/types'

/**
 * The charge steps a confirmed donation (record.server.ts) and a recurring plan's period
 * (charge-plan.server.ts) share: one charge of a stored card token in the gift's currency, by
 * that currency's gateway (gatewayFor, decision 0110), under an idempotency key (a repeat answers
 * the same charge, decision 0011), and the ledger row of a charge the gateway refused.
 */
export async function chargeToken(
  payload: Payload,
  request: ChargeRequest,
  now: Date,
): Promise<{ gateway: string; result: ChargeResult }> {
  const { gateway } = await gatewayFor(payload, request.currency)
  if (!gateway) {
    const result: GatewayFailure = {
      ok: false,
      kind: 'error',
      code: 'unavailable',
      message: GATEWAY_MESSAGES.unavailable,
    }
    return { gateway: 'none', result }
  }
  const result = await gateway.charge(request, now)
  return { gateway: gateway.name, result }
}

/** The ledger (collection `charges`) row of a charge declined by the bank or failed at the gateway. */
export async function recordFailedCharge(
  payload: Payload,
  failure: GatewayFailure,
  row: {
    kind: 'one-time' | 'recurring'
    idempotencyKey: string
    gateway: string
    currency: Currency
    amount: number
    plan?: number
    stagedDonation?: number
  },
): Promise<void> {
  await payload.create({
    collection: 'charges',
    overrideAccess: true,
    data: {
      ...row,
      status: failure.kind === 'declined' ? 'declined' : 'error',
      // The refused intent, when the gateway names one: the plan's authentication page finds it.
      ...(failure.chargeId && { chargeId: failure.chargeId }),
      code: failure.code,
      message: failure.message,
    },
  })
}
