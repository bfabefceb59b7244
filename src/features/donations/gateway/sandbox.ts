import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { isCurrency } from '@/lib/money/currency'
import { cardBrand, isExpired, lastFour, luhnValid } from './card'
import {
  GATEWAY_MESSAGES,
  type CardBrand,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type GatewayCharge,
  type GatewayFailure,
  type PaymentGateway,
  type PaymentMethodInput,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type SaveCardResult,
  type TokenizeResult,
} from './types'

/**
 * The sandbox gateway: behaves like a card gateway in test mode, moves no
 * money. Stateless across app instances: its token is an opaque string
 * signed with the site's secret (HMAC-SHA256) that carries only the brand,
 * the last four digits, the expiry and the test behaviour of the card, never
 * its number; idempotency results live in PostgreSQL (`IdempotencyStore`).
 *
 * Test cards (any future expiry, any 3-digit CVC; README and docs/decisions/0011-donations.md):
 */
export const SANDBOX_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  gatewayError: '4000000000000119',
  chargeDeclined: '4000000000000341',
} as const

type Behaviour = 'ok' | 'charge_declined'

interface TokenBody {
  v: 1
  b: CardBrand
  l: string
  m: number
  y: number
  t: Behaviour
  /** Makes every token unique, so equal cards do not give equal tokens. */
  n: string
}

/** What the store keeps per idempotency key: the first successful charge. */
export interface StoredCharge {
  chargeId: string
  amountCents: number
  currency: string
  /** HMAC of the token (the token itself is not kept here). */
  tokenDigest: string
}

export interface IdempotencyStore {
  /**
   * Keeps `charge` under `key` unless the key is taken; answers what is kept
   * under the key afterwards (this charge, or the earlier one). Atomic.
   */
  putIfAbsent(key: string, charge: StoredCharge): Promise<StoredCharge>
  /** What is kept under `key`, or null. */
  get(key: string): Promise<StoredCharge | null>
  /** The charges kept between `from` and `to` (refunds, kept under `refund:` keys, left out). */
  listCharges(from: Date, to: Date): Promise<GatewayCharge[]>
}

const PREFIX = 'tok_sandbox_'
const fail = (kind: GatewayFailure['kind'], code: string, message: string): GatewayFailure => ({
  ok: false,
  kind,
  code,
  message,
})

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox'
  private readonly key: Buffer

  constructor(
    secret: string,
    private readonly store: IdempotencyStore,
  ) {
    if (!secret) throw new Error('SandboxGateway: a secret is required')
    this.key = createHmac('sha256', secret).update('payment-gateway:sandbox').digest()
  }

  async tokenize(
    input: CardInput | PaymentMethodInput,
    now: Date = new Date(),
  ): Promise<TokenizeResult> {
    if (!('number' in input)) return fail('error', 'invalid_request', GATEWAY_MESSAGES.wrongInput)
    const card = input
    const digits = card.number
    if (!luhnValid(digits))
      return fail('declined', 'incorrect_number', GATEWAY_MESSAGES.incorrectNumber)
    if (digits === SANDBOX_TEST_CARDS.declined) {
      return fail('declined', 'card_declined', GATEWAY_MESSAGES.declined)
    }
    if (digits === SANDBOX_TEST_CARDS.gatewayError) {
      return fail('error', 'unavailable', GATEWAY_MESSAGES.unavailable)
    }
    const validExpiry =
      Number.isInteger(card.expMonth) &&
      card.expMonth >= 1 &&
      card.expMonth <= 12 &&
      Number.isInteger(card.expYear)
    if (!validExpiry || isExpired(card.expMonth, card.expYear, now)) {
      return fail('declined', 'expired_card', GATEWAY_MESSAGES.expired)
    }
    const brand = cardBrand(digits)
    if (!/^\d+$/.test(card.cvc) || card.cvc.length !== (brand === 'amex' ? 4 : 3)) {
      return fail('declined', 'incorrect_cvc', GATEWAY_MESSAGES.incorrectCvc)
    }
    const body: TokenBody = {
      v: 1,
      b: brand,
      l: lastFour(digits),
      m: card.expMonth,
      y: card.expYear,
      t: digits === SANDBOX_TEST_CARDS.chargeDeclined ? 'charge_declined' : 'ok',
      n: randomBytes(9).toString('base64url'),
    }
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
    return {
      ok: true,
      token: `${PREFIX}${payload}.${this.sign(payload)}`,
      brand,
      last4: body.l,
      expMonth: body.m,
      expYear: body.y,
    }
  }

  async charge(request: ChargeRequest, now: Date = new Date()): Promise<ChargeResult> {
    const body = this.read(request.token)
    if (!body) return fail('error', 'invalid_token', GATEWAY_MESSAGES.invalidToken)
    if (
      !Number.isSafeInteger(request.amountCents) ||
      request.amountCents < 50 ||
      // Pounds too: the sandbox stands in for Paymob in sandbox mode (decision 0110).
      !isCurrency(request.currency) ||
      !request.idempotencyKey
    ) {
      return fail('error', 'invalid_request', GATEWAY_MESSAGES.invalidAmount)
    }
    if (isExpired(body.m, body.y, now))
      return fail('declined', 'expired_card', GATEWAY_MESSAGES.expired)
    if (body.t === 'charge_declined')
      return fail('declined', 'card_declined', GATEWAY_MESSAGES.declined)

    const tokenDigest = this.sign(`digest:${request.token}`)
    const chargeId = `ch_sandbox_${randomBytes(12).toString('base64url')}`
    const kept = await this.store.putIfAbsent(request.idempotencyKey, {
      chargeId,
      amountCents: request.amountCents,
      currency: request.currency,
      tokenDigest,
    })
    if (
      kept.amountCents !== request.amountCents ||
      kept.currency !== request.currency ||
      kept.tokenDigest !== tokenDigest
    ) {
      return fail('error', 'idempotency_mismatch', GATEWAY_MESSAGES.idempotencyMismatch)
    }
    return { ok: true, chargeId: kept.chargeId, replayed: kept.chargeId !== chargeId }
  }

  async findCharge(idempotencyKey: string) {
    const kept = await this.store.get(idempotencyKey)
    return kept ? { chargeId: kept.chargeId, amountCents: kept.amountCents } : null
  }

  /**
   * Moves no money, like its charges: a refund of one of its charges is accepted and kept in
   * the same idempotency ledger as charges (under `refund:` and the key), so a repeat of the key
   * answers the first refund as replayed and the caller records it once, as with Stripe. The
   * amount left to refund is the caller's to check (refund.server.ts keeps it per donation).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (
      !request.chargeId.startsWith('ch_sandbox_') ||
      !Number.isSafeInteger(request.amountCents) ||
      request.amountCents < 1 ||
      !request.idempotencyKey
    ) {
      return fail('error', 'invalid_request', GATEWAY_MESSAGES.invalidAmount)
    }
    const refundId = `re_sandbox_${randomBytes(12).toString('base64url')}`
    const of = this.sign(`refund-of:${request.chargeId}`)
    const kept = await this.store.putIfAbsent(`refund:${request.idempotencyKey}`, {
      chargeId: refundId,
      amountCents: request.amountCents,
      currency: 'USD',
      tokenDigest: of,
    })
    if (kept.amountCents !== request.amountCents || kept.tokenDigest !== of) {
      return fail('error', 'idempotency_mismatch', GATEWAY_MESSAGES.idempotencyMismatch)
    }
    return { ok: true, refundId: kept.chargeId, replayed: kept.chargeId !== refundId }
  }

  /** Its charges from its own ledger (sandbox_charges), as Stripe lists its own. */
  listCharges(range: { from: Date; to: Date }): Promise<GatewayCharge[]> {
    return this.store.listCharges(range.from, range.to)
  }

  /** A card of this sandbox needs no setting up: its token is charged as it is. */
  async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    if (!this.read(request.token) || !request.idempotencyKey) {
      return fail('error', 'invalid_token', GATEWAY_MESSAGES.invalidToken)
    }
    return { ok: true, token: request.token }
  }

  /** The token's signed body, or null when it is not a token of this sandbox (or was altered). */
  private read(token: string): TokenBody | null {
    if (typeof token !== 'string' || !token.startsWith(PREFIX)) return null
    const [payload, signature, extra] = token.slice(PREFIX.length).split('.')
    if (!payload || !signature || extra !== undefined) return null
    const expected = Buffer.from(this.sign(payload))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody
      return body.v === 1 ? body : null
    } catch {
      return null
    }
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url')
  }
}

/** An in-memory store, for unit tests only (the app keeps results in PostgreSQL). */
export function memoryIdempotencyStore(): IdempotencyStore & { size(): number } {
  const kept = new Map<string, StoredCharge & { at: Date }>()
  return {
    async putIfAbsent(key, charge) {
      if (!kept.has(key)) kept.set(key, { ...charge, at: new Date() })
      const { at, ...stored } = kept.get(key)!
      void at
      return stored
    },
    async get(key) {
      const found = kept.get(key)
      if (!found) return null
      const { at, ...stored } = found
      void at
      return stored
    },
    async listCharges(from, to) {
      return [...kept.entries()]
        .filter(([key, c]) => !key.startsWith('refund:') && c.at >= from && c.at <= to)
        .map(([, c]) => ({
          chargeId: c.chargeId,
          amountCents: c.amountCents,
          currency: c.currency.toUpperCase(),
          createdAt: c.at.toISOString(),
        }))
    },
    size: () => kept.size,
  }
}
