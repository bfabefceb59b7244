import type Stripe from 'stripe'
import { GATEWAY_MESSAGES, type GatewayFailure } from './types'

/** A gateway refusal; `extra` names the intent (and its secret, for the donor's browser). */
export const fail = (
  kind: GatewayFailure['kind'],
  code: string,
  message: string,
  extra: Partial<GatewayFailure> = {},
): GatewayFailure => ({ ok: false, kind, code, message, ...extra })

/** The fields of a PaymentIntent (a charge) or a SetupIntent (a card kept for later) we read. */
export interface StripeIntent {
  id: string
  status: string
  client_secret: string | null
}

/** The intent's last error: PaymentIntent's `last_payment_error`, SetupIntent's `last_setup_error`. */
type LastError = Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code' | 'message'>

/**
 * What an intent means as it stands now (decision 0036), for a charge (`payment`) and for a new
 * card on a plan (`setup`): `succeeded` is the caller's own success; the bank asking the donor to
 * authenticate answers the intent's secret; `requires_payment_method` is the bank's refusal (or a
 * failed authentication) with Stripe's own sentence; any other status (processing,
 * requires_confirmation, canceled) is nothing we can count on now. A charge's refusals all name
 * their intent; a set-up's only the one waiting for the donor.
 */
export function intentOutcome<Success>(
  intent: StripeIntent,
  lastError: LastError | null | undefined,
  what: 'payment' | 'setup',
  succeeded: () => Success,
): Success | GatewayFailure {
  const named = what === 'payment' ? { chargeId: intent.id } : {}
  switch (intent.status) {
    case 'succeeded':
      return succeeded()
    case 'requires_action':
      return fail(
        'action_required',
        'authentication_required',
        GATEWAY_MESSAGES.authenticationRequired,
        {
          chargeId: intent.id,
          clientSecret: intent.client_secret ?? undefined,
        },
      )
    case 'requires_payment_method':
      return fail(
        'declined',
        lastError?.decline_code || lastError?.code || 'card_declined',
        lastError?.message || GATEWAY_MESSAGES.declined,
        named,
      )
    default:
      return fail(
        'error',
        `${what === 'payment' ? 'intent' : 'setup_intent'}_${intent.status}`,
        GATEWAY_MESSAGES.failed,
        named,
      )
  }
}
