import 'server-only'
import type { Payload } from 'payload'
import { entityForCurrency } from '@/features/entities/entity.server'
import { env } from '@/lib/env'
import type { Currency } from '@/lib/money/currency'
import { paymobEnabled } from '../paymob/config.server'
import { PaymobGateway } from '../paymob/gateway.server'
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
      /** Paymob's local stand-in takes the pounds (test mode, no Paymob key): the form says so. */
      sandboxStandIn: boolean
    }
  | { step: 'unavailable'; gateway: null; sandboxStandIn: false }

/**
 * The one place that decides which gateway charges a currency (issue 44 item 1): the legal
 * entity's `gateway`. `stripe` is the existing PAYMENT_GATEWAY choice (sandbox or Stripe): our
 * card fields or Stripe's frames. `paymob` is Paymob's hosted checkout after the code (decision
 * 0107): with Paymob's keys set, the real one; without them, its local stand-in, but only while
 * the whole site is in test mode (PAYMENT_GATEWAY=sandbox; the launcher starts the stand-in).
 * A live site without Paymob's keys cannot take pounds: staging refuses them with a clear message
 * rather than sending donors to a test page.
 */
export async function gatewayFor(payload: Payload, currency: Currency): Promise<CurrencyGateway> {
  const entity = await entityForCurrency(payload, currency)
  if (entity.gateway === 'stripe') {
    return { step: 'card', gateway: paymentGateway(payload), sandboxStandIn: false }
  }
  const e = env()
  if (paymobEnabled(e)) {
    return {
      step: 'hosted',
      gateway: new PaymobGateway(payload),
      sandboxStandIn: !e.PAYMOB_SECRET_KEY,
    }
  }
  return { step: 'unavailable', gateway: null, sandboxStandIn: false }
}
