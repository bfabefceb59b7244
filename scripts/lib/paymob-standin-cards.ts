import { randomBytes } from 'node:crypto'
import type { PaymobTransaction } from '../../src/features/donations/paymob/api'
import { hmacOf, tokenHmacString } from '../../src/features/donations/paymob/hmac'

/**
 * The stand-in's saved cards (decision 0120): the card token Paymob makes when a donor saves the
 * card on its checkout (the TOKEN callback's object, signed with the documented HMAC), and what
 * the next charge of a saved card does. `no-answer` charges the card and never answers: the
 * case where the site must ask Paymob before charging again.
 */
export type SavedCardOutcome = 'approve' | 'decline' | 'no-answer'

export interface StandinCardToken {
  id: number
  token: string
  masked_pan: string
  merchant_id: number
  card_subtype: string
  created_at: string
  email: string
  order_id: string
  user_added: boolean
  [key: string]: unknown
}

/** What of an intention the saved cards need (the stand-in's stored intention has more). */
interface CardIntent {
  orderId: number
  email: string
  saveCard: boolean
  notificationUrl: string
  methods: number[]
}

/** How a checkout payment goes: the donor saves the card or not, the token callback first or not. */
export interface PayOptions {
  saveCard?: boolean
  tokenFirst?: boolean
}

type Method = 'card' | 'wallet' | 'kiosk'

/** The stand-in's own parts the saved cards use: ids, transactions, callbacks. */
interface Deps<I extends CardIntent> {
  hmacSecret: string
  motoIntegration?: number
  newId: () => number
  intentOfKey: (paymentKey: string) => I | undefined
  transactionOf: (intent: I, method: Method, approve: boolean) => PaymobTransaction
  callback: (t: PaymobTransaction) => Promise<void>
  deliver: (intent: I, body: object, hmac: string) => Promise<void>
}

export function standinSavedCards<I extends CardIntent>(deps: Deps<I>) {
  const tokens = new Map<string, StandinCardToken>()
  const outcomes: SavedCardOutcome[] = []
  const deliveredTokens: { url: string; body: object; hmac: string }[] = []

  /** Saves the card of a paid order: the TOKEN callback's body and its HMAC. */
  function save(id: number, orderId: number, email: string) {
    const obj: StandinCardToken = {
      id,
      token: randomBytes(28).toString('hex'),
      masked_pan: 'xxxx-xxxx-xxxx-2346',
      merchant_id: 302852,
      card_subtype: 'MasterCard',
      created_at: new Date().toISOString().replace('Z', ''),
      email,
      order_id: String(orderId),
      user_added: false,
    }
    tokens.set(obj.token, obj)
    return { body: { type: 'TOKEN', obj }, hmac: hmacOf(tokenHmacString(obj), deps.hmacSecret) }
  }

  return {
    tokens,
    deliveredTokens,
    /** What the next charges of a saved card do, in order (then: approved). */
    next(...outcome: SavedCardOutcome[]) {
      outcomes.push(...outcome)
    },

    /**
     * A payment on the checkout, and the card token Paymob sends when the card is saved (an
     * approved card payment of an intention that asked for it, unless the donor did not tick it).
     */
    async payOnCheckout(intent: I, method: Method, approve: boolean, o: PayOptions = {}) {
      const t = deps.transactionOf(intent, method, approve)
      const saved = method === 'card' && approve && (o.saveCard ?? intent.saveCard)
      const token = saved ? save(deps.newId(), intent.orderId, intent.email) : null
      const sendToken = async () => {
        if (!token) return
        deliveredTokens.push({ url: intent.notificationUrl, ...token })
        await deps.deliver(intent, token.body, token.hmac)
      }
      if (o.tokenFirst) await sendToken()
      await deps.callback(t)
      if (!o.tokenFirst) await sendToken()
      return t
    },

    /**
     * POST /api/acceptance/payments/pay: a saved card charged on a MOTO intention, approved,
     * declined, or charged with no answer (status 0: the stand-in never answers).
     */
    async payWithToken(b: Record<string, unknown>): Promise<[number, unknown]> {
      const intent = deps.intentOfKey(String(b.payment_token ?? ''))
      if (!intent || !intent.methods.includes(deps.motoIntegration ?? -1)) {
        return [403, { detail: 'Invalid payment token.' }]
      }
      const source = (b.source ?? {}) as { identifier?: unknown; subtype?: unknown }
      const card = tokens.get(String(source.identifier ?? ''))
      if (source.subtype !== 'TOKEN' || !card) return [404, { detail: 'Card token not found.' }]
      const outcome = outcomes.shift() ?? 'approve'
      const t = deps.transactionOf(intent, 'card', outcome !== 'decline')
      Object.assign(t, { integration_id: deps.motoIntegration, is_3d_secure: false })
      await deps.callback(t)
      return outcome === 'no-answer' ? [0, null] : [200, t]
    },
  }
}
