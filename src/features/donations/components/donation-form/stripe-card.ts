'use client'

import { useEffect, useState } from 'react'
import type { PaymentConfig } from '../../payment-config'
import type { DonationPayload } from '../../schema'

/**
 * What the donation flow asks of the card in Stripe mode (decision 0041). The card number,
 * expiry and CVC live in Stripe's frames; only a PaymentMethod id and the outcome of the bank's
 * authentication come back to our code.
 */
export interface StripeCard {
  /** Whether a field is not complete yet (then each incomplete one says so). */
  incomplete(): boolean
  /** A PaymentMethod from the card fields, or Stripe's message saying what is wrong. */
  createPaymentMethod(billing: {
    name: string
    email?: string
    postalCode?: string
  }): Promise<{ id: string } | { error: string | undefined }>
  /** 3-D Secure (or another next action) for this PaymentIntent, in the page. */
  handleNextAction(clientSecret: string): Promise<{ ok: true } | { error: string | undefined }>
}

let config: Promise<PaymentConfig> | undefined

/**
 * The gateway of this server, asked once per page load; the sandbox if the answer is unusable.
 * The answer's schema (zod) is imported with it, not with the form: the form draws without zod.
 */
function loadPaymentConfig(): Promise<PaymentConfig> {
  config ??= Promise.all([
    fetch('/api/donation/payment-config', { headers: { Accept: 'application/json' } }).then(
      (res) => res.json() as Promise<unknown>,
    ),
    import('../../payment-config'),
  ])
    .then(([body, { paymentConfigAnswer }]) => paymentConfigAnswer.parse(body).data)
    .catch((): PaymentConfig => {
      config = undefined // asked again by the next form
      return { gateway: 'sandbox' }
    })
  return config
}

/** The payment config, `undefined` until known; asked once `wanted` (at once by default). */
export function usePaymentConfig(wanted = true): PaymentConfig | undefined {
  const [value, setValue] = useState<PaymentConfig>()
  useEffect(() => {
    if (!wanted) return
    let live = true
    void loadPaymentConfig().then((c) => live && setValue(c))
    return () => {
      live = false
    }
  }, [wanted])
  return value
}

/**
 * Stage-donation's body in Stripe mode: the form's values without any card field (they are
 * empty there anyway: the card is in Stripe's frames) and the PaymentMethod id.
 */
export function stripePayload(data: DonationPayload, paymentMethodId: string) {
  const { cc_number, cc_exp_month, cc_exp_year, cc_cvc, ...rest } = data
  void [cc_number, cc_exp_month, cc_exp_year, cc_cvc]
  return { ...rest, payment_method_id: paymentMethodId }
}
