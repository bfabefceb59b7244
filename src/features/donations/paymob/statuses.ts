/**
 * A Paymob payment's states (collection `paymob-payments`; decision 0107): `awaiting` from the
 * intention until Paymob says anything; `pending` a kiosk reference waiting for the cash;
 * `paid` recorded as a donation; `declined` by the bank (the donor may still pay on the same
 * checkout); `expired` a kiosk reference never paid; `mismatch` a verified callback whose
 * amount or currency differs from the staged gift (not recorded; the treasurer looks);
 * `refunded` / `voided` given back.
 */
export const PAYMOB_PAYMENT_STATUSES = [
  'awaiting',
  'pending',
  'paid',
  'declined',
  'expired',
  'mismatch',
  'refunded',
  'voided',
] as const
export type PaymobPaymentStatus = (typeof PAYMOB_PAYMENT_STATUSES)[number]

export const PAYMOB_METHODS = ['card', 'wallet', 'kiosk'] as const

/**
 * The token a gift paid on Paymob's checkout carries until Paymob's TOKEN callback gives the
 * saved card's (staging/stage.server.ts, HOSTED_CARD): never a card Paymob could charge.
 */
export const isPlaceholderToken = (token: string | null | undefined) =>
  !token || token.startsWith('paymob:')
