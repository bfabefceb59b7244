import 'server-only'
import type { Payload } from 'payload'
import type { StagedDonation } from '@/payload-types'
import { refused, type Submission } from '@/lib/api/submission'
import { DEFAULT_CURRENCY } from '@/lib/money/currency'
import { entityForCurrency } from '@/features/entities/entity.server'
import { poolOf } from '../db.server'
import { GATEWAY_MESSAGES } from '../gateway/types'
import { storedCents } from '../fees'
import { releaseClaim } from '../staging/store.server'
import { GATEWAY, LOG, paymobApi, paymobConfig, paymobMethods, paymobUrls } from './config.server'

/** The answer of a confirmed code whose gift is paid on Paymob's page: where the browser goes. */
export type CheckoutAnswer = Submission<{ checkout: { url: string } }>

export const PAYMOB_MESSAGES = {
  /** A monthly gift with no method that can be paid again (no MOTO id, no wallet, no kiosk). */
  noRecurring:
    'Monthly giving in Egyptian pounds is not available yet. Please give once, or in US dollars.',
} as const

/**
 * A staged gift goes through Paymob when its currency's legal entity takes it through Paymob
 * (decision 0113: the Egyptian NGO, in pounds). Dollars keep the PAYMENT_GATEWAY card flow.
 */
export async function isPaymobStaging(payload: Payload, staged: StagedDonation) {
  if (staged.currency === DEFAULT_CURRENCY) return false
  return (await entityForCurrency(payload, staged.currency)).gateway === 'paymob'
}

/** The staging's reference at Paymob (`special_reference`): one intention per staged gift. */
export const specialReferenceOf = (stagedId: number) => `staged-donation:${stagedId}`

/**
 * After the e-mailed code (spec 000's stage, code, confirm): the intention for the staged gift,
 * made once (a second confirmation answers the same checkout), and the Unified Checkout URL the
 * donor pays on. Nothing is charged here and nothing recorded: the donation is recorded only
 * from Paymob's verified callback (callback.server.ts). The claim goes back to pending, as a
 * Stripe payment waiting for 3-D Secure does, so the callback can take it whenever it comes.
 */
export async function startPaymobCheckout(
  payload: Payload,
  staged: StagedDonation,
): Promise<CheckoutAnswer> {
  const api = paymobApi()
  try {
    const kept = await keptCheckout(payload, staged.id)
    if (kept) return { kind: 'ok', checkout: { url: api.checkoutUrl(kept) } }
    const repeats = staged.lines.some((l) => l.isRepeat)
    const methods = methodsFor(repeats)
    if (!methods.length) return refused(422, PAYMOB_MESSAGES.noRecurring)
    const made = await api.createIntention({
      amountCents: storedCents(staged.total),
      currency: 'EGP',
      methods,
      // A monthly gift keeps its card for the later charges (decision 0120).
      saveCard: repeats && methods.includes('card'),
      billing: {
        firstName: staged.firstName,
        lastName: staged.lastName,
        email: staged.email,
        phone: staged.phone,
      },
      // One item for the whole gift: Paymob checks that the items add up to the amount.
      items: [{ name: 'Donation', amountCents: storedCents(staged.total) }],
      specialReference: specialReferenceOf(staged.id),
      ...paymobUrls(),
    })
    if (!made.ok) {
      // No money can have moved: an intention is not a payment. The code stays usable.
      payload.logger.warn(
        `${LOG} intention for staged #${staged.id} failed (${made.status} ${made.message})`,
      )
      return refused(502, GATEWAY_MESSAGES.unavailable)
    }
    const { intention } = made
    await poolOf(payload).query(
      `INSERT INTO paymob_payments (staged_donation_id, status, intention_id, order_id, client_secret, amount, currency, updated_at, created_at)
       VALUES ($1, 'awaiting', $2, $3, $4, $5, 'EGP', now(), now())
       ON CONFLICT (staged_donation_id) DO NOTHING`,
      [
        staged.id,
        intention.id,
        String(intention.orderId),
        intention.clientSecret,
        storedCents(staged.total),
      ],
    )
    const secret = (await keptCheckout(payload, staged.id)) ?? intention.clientSecret
    payload.logger.info(
      `${LOG} staged #${staged.id}: ${GATEWAY} order ${intention.orderId}, donor sent to checkout`,
    )
    return { kind: 'ok', checkout: { url: api.checkoutUrl(secret) } }
  } finally {
    await releaseClaim(payload, staged.id, 'pending')
  }
}

/**
 * The methods the checkout offers. A monthly gift by card is charged later on the MOTO
 * integration: without its id the card is not offered for one, and the wallet and kiosk remain
 * (a monthly pledge, decision 0120).
 */
function methodsFor(repeats: boolean) {
  const config = paymobConfig()
  const methods = paymobMethods(config)
  return repeats && !config.motoIntegration ? methods.filter((m) => m !== 'card') : methods
}

async function keptCheckout(payload: Payload, stagedId: number): Promise<string | null> {
  const { rows } = await poolOf(payload).query<{ client_secret: string }>(
    'SELECT client_secret FROM paymob_payments WHERE staged_donation_id = $1',
    [stagedId],
  )
  return rows[0]?.client_secret ?? null
}
