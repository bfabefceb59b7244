/**
 * The payment gateway interface (issue 5, docs/decisions/0011-donations.md). The card is
 * handed to `tokenize` once, at staging; everything after that (the first
 * charge, recurring charges) uses the token. Only the sandbox exists now; a
 * real gateway (Stripe, Adyen, Paymob …) implements the same interface and is
 * selected with PAYMENT_GATEWAY.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

export const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
}

export interface CardInput {
  /** Digits only. */
  number: string
  /** 1–12. */
  expMonth: number
  /** Four digits. */
  expYear: number
  cvc: string
  name: string
}

/** A refusal: `declined` by the card's bank (do not retry the same card), or a gateway `error` (may retry). */
export interface GatewayFailure {
  ok: false
  kind: 'declined' | 'error'
  /** Machine-readable reason, e.g. card_declined, expired_card, incorrect_number, unavailable. */
  code: string
  /** A sentence a donor can read. */
  message: string
}

export interface CardToken {
  /** Opaque; never contains the card number. */
  token: string
  brand: CardBrand
  last4: string
  expMonth: number
  expYear: number
}

export type TokenizeResult = ({ ok: true } & CardToken) | GatewayFailure

export interface ChargeRequest {
  token: string
  amountCents: number
  currency: 'USD'
  /** The same key never charges twice: a repeat answers the first charge's id. */
  idempotencyKey: string
}

export type ChargeResult = { ok: true; chargeId: string; replayed: boolean } | GatewayFailure

export interface PaymentGateway {
  readonly name: string
  tokenize(card: CardInput, now?: Date): Promise<TokenizeResult>
  charge(request: ChargeRequest, now?: Date): Promise<ChargeResult>
  /**
   * The charge made under an idempotency key, or null when none was made: what the
   * reconciliation asks after a crash, so that it records a charge that happened and never
   * makes one the donor did not see succeed (a Stripe gateway answers it by searching
   * PaymentIntents by their metadata).
   */
  findCharge(idempotencyKey: string): Promise<{ chargeId: string; amountCents: number } | null>
}

export const GATEWAY_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  incorrectCvc: "Your card's security code is incorrect.",
  unavailable: 'The payment service is unavailable. Please try again.',
  invalidToken: 'The saved card can no longer be charged.',
  idempotencyMismatch: 'This payment was already made with different details.',
  invalidAmount: 'The amount cannot be charged.',
} as const
