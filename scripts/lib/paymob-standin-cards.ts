import { randomBytes } from 'node:crypto'
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

export function standinSavedCards(hmacSecret: string) {
  const tokens = new Map<string, StandinCardToken>()
  const outcomes: SavedCardOutcome[] = []
  return {
    tokens,
    /** Saves the card of a paid order: the TOKEN callback's body and its HMAC. */
    save(id: number, orderId: number, email: string) {
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
      return { body: { type: 'TOKEN', obj }, hmac: hmacOf(tokenHmacString(obj), hmacSecret) }
    },
    /** What the next charges of a saved card do, in order (then: approved). */
    next(...outcome: SavedCardOutcome[]) {
      outcomes.push(...outcome)
    },
    take(): SavedCardOutcome {
      return outcomes.shift() ?? 'approve'
    },
  }
}
