import type { Currency } from '@/lib/money/currency'

/**
 * The payment gateway interface (issue 5, docs/decisions/0011-donations.md). The card is
 * handed to `tokenize` once, at staging; everything after that (the first
 * charge, recurring charges) uses the token. Two gateways implement it, selected with
 * PAYMENT_GATEWAY: the sandbox (card fields reach our server, moves no money) and Stripe
 * (the browser's Stripe Elements make a PaymentMethod; only its id reaches us; decision 0036).
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

/** Stripe mode: the PaymentMethod the browser made with Stripe Elements (pm_…), never card fields. */
export interface PaymentMethodInput {
  paymentMethodId: string
  name: string
}

/**
 * A refusal: `declined` by the card's bank (do not retry the same card), a gateway `error`
 * (may retry), or `action_required`: the bank asks the donor to authenticate (3-D Secure);
 * `clientSecret` lets the donor's browser do it, after which the same charge is asked again.
 */
export interface GatewayFailure {
  ok: false
  kind: 'declined' | 'error' | 'action_required'
  /** Machine-readable reason, e.g. card_declined, expired_card, incorrect_number, unavailable. */
  code: string
  /** A sentence a donor can read. */
  message: string
  /** action_required only: the charge waiting for the donor and the secret the browser needs. */
  chargeId?: string
  clientSecret?: string
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
  /** The gift's currency (decision 0113); each gateway refuses those it does not take. */
  currency: Currency
  /** The same key never charges twice: a repeat answers the first charge's id. */
  idempotencyKey: string
  /** Stripe: a charge of a plan, made while the donor is away (no authentication possible). */
  offSession?: boolean
  /**
   * The first charge of a gift that starts recurring plans: keep the card for later charges
   * (Stripe: a Customer, and the PaymentMethod saved to it for off-session use).
   */
  saveFor?: { email: string; name: string }
  /** What the gateway's record of the charge says about it (Stripe: description and metadata). */
  label?: ChargeLabel
}

/**
 * The words a charge carries at the gateway, so that the treasurer can tell in the gateway's
 * dashboard which gift a payment is: what and for whom (description) and our ids (metadata:
 * staged donation or plan, purposes; the donation and its receipt number once recorded).
 */
export interface ChargeLabel {
  description: string
  metadata: Record<string, string>
}

export type ChargeResult =
  | {
      ok: true
      chargeId: string
      replayed: boolean
      /** With `saveFor`: the token later charges use, when it differs from the one given. */
      savedToken?: string
    }
  | GatewayFailure

export interface PaymentGateway {
  readonly name: string
  /** The sandbox takes card fields, Stripe a PaymentMethod id; each refuses the other. */
  tokenize(card: CardInput | PaymentMethodInput, now?: Date): Promise<TokenizeResult>
  charge(request: ChargeRequest, now?: Date): Promise<ChargeResult>
  /**
   * The charge made under an idempotency key, or null when none was made: what the
   * reconciliation asks after a crash, so that it records a charge that happened and never
   * makes one the donor did not see succeed (a Stripe gateway answers it by searching
   * PaymentIntents by their metadata).
   */
  findCharge(idempotencyKey: string): Promise<{ chargeId: string; amountCents: number } | null>
  /** Gives back part or all of a charge; the same key never refunds twice (issue 19 item 5). */
  refund(request: RefundRequest): Promise<RefundResult>
  /**
   * The successful charges made between `from` and `to` (inclusive), from the gateway's own
   * records: what the treasurer's reconciliation compares with our donations (decision 0042).
   */
  listCharges(range: { from: Date; to: Date }): Promise<GatewayCharge[]>
  /**
   * Keeps a new card (a token from `tokenize`) for a plan's later charges, in place of the plan's
   * card (issue 20: the donor portal's card replacement). Stripe confirms a SetupIntent on the
   * plan's Customer, which may ask the donor to authenticate (`action_required`).
   */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>
  /**
   * Adds what is known only once the donation is recorded (its id, its receipt number) to a
   * charge's label. Optional: a gateway without labels leaves it out. A failure is the caller's
   * to log: the charge and the donation stand without it.
   */
  annotateCharge?(chargeId: string, label: ChargeLabel): Promise<void>
}

export interface SaveCardRequest {
  /** The new card's token, from `tokenize`. */
  token: string
  /** The plan's current token: Stripe keeps the new card on the same Customer. */
  replacing: string
  /** For a plan whose card was never kept on a Customer (Stripe makes one). */
  customer: { email: string; name: string }
  /** The same key never sets the card up twice. */
  idempotencyKey: string
}
/** `token`: what the plan's charges use from now on. */
export type SaveCardResult = { ok: true; token: string } | GatewayFailure

/** A charge as the gateway lists it; `chargeId` is what donations.charge_id holds for it. */
export interface GatewayCharge {
  chargeId: string
  amountCents: number
  /** ISO 4217, upper case ('USD', 'EGP'): amounts of two currencies are never added. */
  currency: string
  /** ISO 8601. */
  createdAt: string
}

export interface RefundRequest {
  chargeId: string
  amountCents: number
  idempotencyKey: string
}
/** `replayed`: the key's refund was made before (the gateway answered it again). */
export type RefundResult = { ok: true; refundId: string; replayed: boolean } | GatewayFailure

export const GATEWAY_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  incorrectCvc: "Your card's security code is incorrect.",
  unavailable: 'The payment service is unavailable. Please try again.',
  invalidToken: 'The saved card can no longer be charged.',
  idempotencyMismatch: 'This payment was already made with different details.',
  invalidAmount: 'The amount cannot be charged.',
  /** Stripe unreachable, slow, rate limited or failing: spec 000 section 8, 'Donation Failed'. */
  failed: 'There was an error processing your donation. Please try again.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  wrongInput: 'The payment details were not accepted.',
} as const
