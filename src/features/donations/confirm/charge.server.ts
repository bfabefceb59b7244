import type { Currency } from '@/lib/money/currency'
import 'server-only'
import type { Payload } from 'payload'
import { paymentGateway } from '../gateway/index.server'
import type { ChargeRequest, ChargeResult, GatewayFailure } from '../gateway/types'

/**
 * The charge steps a confirmed donation (record.server.ts) and a recurring plan's period
 * (charge-plan.server.ts) share: one charge of a stored card token in US dollars under an
 * idempotency key (a repeat answers the same charge, decision 0011), and the ledger row of a
 * charge the gateway refused.
 */
export async function chargeToken(
  payload: Payload,
  request: Omit<ChargeRequest, 'currency'>,
  now: Date,
): Promise<{ gateway: string; result: ChargeResult }> {
  const gateway = paymentGateway(payload)
  const result = await gateway.charge({ ...request, currency: 'USD' }, now)
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
      code: failure.code,
      message: failure.message,
    },
  })
}
