import type Stripe from 'stripe'
import type { ChargeLabel } from './types'

/**
 * A charge's label in Stripe's limits (Stripe's "Metadata" page): at most 50 keys, a key at
 * most 40 characters and without square brackets, a value at most 500 characters. A value too
 * long is cut with an ellipsis (a list of purpose names can be long); a key that breaks the
 * rules is a programming mistake and dropped rather than failing a donor's payment.
 * `reserved` keys (the idempotency key, which findCharge searches by) come first and are never
 * dropped for the 50-key limit.
 */
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const
/** PaymentIntent descriptions may be longer; ours stay short enough to read in the Dashboard. */
const DESCRIPTION_MAX = 500

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`

export function stripeMetadata(
  metadata: Record<string, string>,
  reserved: Record<string, string> = {},
): Stripe.MetadataParam {
  const out: Record<string, string> = {}
  for (const [key, value] of [...Object.entries(reserved), ...Object.entries(metadata)]) {
    if (Object.keys(out).length >= METADATA_LIMITS.keys) break
    if (key.length === 0 || key.length > METADATA_LIMITS.keyLength || /[[\]]/.test(key)) continue
    if (key in out) continue
    out[key] = clip(value, METADATA_LIMITS.valueLength)
  }
  return out
}

/** The intent's parameters for a label (none without one). */
export function labelParams(
  label: ChargeLabel | undefined,
  reserved: Record<string, string>,
): { description?: string; metadata: Stripe.MetadataParam } {
  return label
    ? {
        description: clip(label.description, DESCRIPTION_MAX),
        metadata: stripeMetadata(label.metadata, reserved),
      }
    : { metadata: reserved }
}
