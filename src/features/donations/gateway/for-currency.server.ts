import 'server-only'
import type { Payload } from 'payload'
import { entityForCurrency } from '@/features/entities/entity.server'
import { env } from '@/lib/env'
import type { Currency } from '@/lib/money/currency'
import { paymentGateway } from './index.server'
import type { PaymentGateway } from './types'

/**
 * How the donor pays in a currency, as the form shows it (decision 0110): `card` (our card fields
 * or Stripe's frames), `hosted` (the gateway's own checkout page after the code: no card fields
 * in our form; Paymob's Unified Checkout), or `unavailable` (the currency cannot be taken here).
 */
export type PaymentStep = 'card' | 'hosted' | 'unavailable'

export type CurrencyGateway =
  | {
      step: 'card' | 'hosted'
      gateway: PaymentGateway
      /** EGP through the sandbox while Paymob is not plugged in: for tests and the demo only. */
      sandboxStandIn: boolean
    }
  | { step: 'unavailable'; gateway: null; sandboxStandIn: false }

/**
 * The one place that decides which gateway charges a currency (issue 44 item 1): the legal
 * entity's `gateway`. `stripe` is the existing PAYMENT_GATEWAY choice (sandbox or Stripe).
 * `paymob`: until the Paymob gateway is plugged in here, the sandbox stands in for it ONLY when
 * PAYMENT_GATEWAY is sandbox (so the whole EGP flow can be tried and tested); anywhere else EGP
 * is unavailable, and staging refuses it with a clear message rather than charging pounds as
 * dollars.
 */
export async function gatewayFor(payload: Payload, currency: Currency): Promise<CurrencyGateway> {
  const entity = await entityForCurrency(payload, currency)
  if (entity.gateway === 'stripe') {
    return { step: 'card', gateway: paymentGateway(payload), sandboxStandIn: false }
  }
  // entity.gateway === 'paymob': the Paymob gateway's place (step 'hosted').
  if (env().PAYMENT_GATEWAY === 'sandbox') {
    return { step: 'card', gateway: paymentGateway(payload), sandboxStandIn: true }
  }
  return { step: 'unavailable', gateway: null, sandboxStandIn: false }
}
