import type { PaymobTransaction } from '../../src/features/donations/paymob/api'

/** What the refund and void endpoints share with the rest of the stand-in. */
export interface GivingBackDeps {
  transactions: Map<number, PaymobTransaction>
  /** Paymob's next id (ids never repeat). */
  newId: () => number
  /** The parent transaction's processed callback, sent after a refund or a void. */
  callback: (t: PaymobTransaction) => Promise<void>
}

/**
 * Paymob's refund and void endpoints in the stand-in (decision 0107): a refund of a paid
 * transaction up to what is left, a void of a card payment not yet refunded; each answers its
 * own transaction (`has_parent_transaction`) and sends the parent's callback, as Paymob does.
 * Anything else is answered `success: false` with Paymob's message, not an HTTP error.
 */
export function standinGivingBack(d: GivingBackDeps) {
  return {
    async refund(b: Record<string, unknown>): Promise<[number, unknown]> {
      const t = d.transactions.get(Number(b.transaction_id))
      if (!t) return [404, { detail: 'Not found.' }]
      const amount = Number(b.amount_cents)
      const left = t.amount_cents - (t.refunded_amount_cents ?? 0)
      if (
        t.source_data.type === 'aggregator' ||
        !t.success ||
        t.is_voided ||
        !(amount > 0) ||
        amount > left
      ) {
        return [
          200,
          {
            ...t,
            id: d.newId(),
            success: false,
            is_refund: true,
            data: { message: 'Refund is not allowed for this transaction.' },
          },
        ]
      }
      t.refunded_amount_cents = (t.refunded_amount_cents ?? 0) + amount
      t.is_refunded = true
      const refund = {
        ...t,
        id: d.newId(),
        amount_cents: amount,
        is_refund: true,
        has_parent_transaction: true,
        data: { message: 'Approved' },
      }
      d.transactions.set(refund.id, refund)
      await d.callback(t)
      return [200, refund]
    },
    async void(b: Record<string, unknown>): Promise<[number, unknown]> {
      const t = d.transactions.get(Number(b.transaction_id))
      if (!t) return [404, { detail: 'Not found.' }]
      if (t.source_data.type !== 'card' || !t.success || t.is_voided || t.is_refunded) {
        return [
          200,
          {
            ...t,
            id: d.newId(),
            success: false,
            is_void: true,
            data: { message: 'Void is not allowed for this transaction.' },
          },
        ]
      }
      t.is_voided = true
      const voided = {
        ...t,
        id: d.newId(),
        is_void: true,
        has_parent_transaction: true,
        data: { message: 'Approved' },
      }
      d.transactions.set(voided.id, voided)
      await d.callback(t)
      return [200, voided]
    },
  }
}
