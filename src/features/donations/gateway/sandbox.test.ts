import { describe, expect, it } from 'vitest'
import { cardBrand, isExpired, luhnValid } from './card'
import { memoryIdempotencyStore, SANDBOX_TEST_CARDS, SandboxGateway } from './sandbox'

const NOW = new Date('2026-11-21T12:00:00Z')
const SECRET = 'test-secret-of-at-least-32-characters!!'
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Amira Fawzy',
  ...extra,
})

describe('Luhn and brands', () => {
  it('checks the Luhn digit', () => {
    for (const n of Object.values(SANDBOX_TEST_CARDS)) expect(luhnValid(n), n).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('12345')).toBe(false)
    expect(luhnValid('42424242424242a2')).toBe(false)
  })
  it('knows the brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('discover')
    expect(cardBrand('9999999999999995')).toBe('unknown')
  })
  it('a card expires after its expiry month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false)
    expect(isExpired(10, 2026, NOW)).toBe(true)
    expect(isExpired(1, 2027, NOW)).toBe(false)
    expect(isExpired(12, 2025, NOW)).toBe(true)
  })
})

describe('sandbox gateway', () => {
  const gateway = () => {
    const store = memoryIdempotencyStore()
    return { store, gw: new SandboxGateway(SECRET, store) }
  }

  it('saves a card of its own for a plan as it is, and refuses a token it did not sign', async () => {
    const { gw } = gateway()
    const t = await gw.tokenize(card(SANDBOX_TEST_CARDS.mastercard), NOW)
    if (!t.ok) throw new Error('tokenize failed')
    const request = {
      replacing: 'tok_sandbox_old',
      customer: { email: 'a@example.org', name: 'Amira Fawzy' },
      idempotencyKey: 'donor-card-change:1',
    }
    expect(await gw.saveCard({ ...request, token: t.token })).toEqual({ ok: true, token: t.token })
    for (const token of ['pm_card_visa', `${t.token}x`, 'cus_1/pm_card_visa']) {
      expect(await gw.saveCard({ ...request, token })).toMatchObject({
        ok: false,
        code: 'invalid_token',
      })
    }
  })

  it('tokenises the success cards; the token carries no card number', async () => {
    const { gw } = gateway()
    for (const [number, brand, last4] of [
      [SANDBOX_TEST_CARDS.visa, 'visa', '4242'],
      [SANDBOX_TEST_CARDS.mastercard, 'mastercard', '4444'],
    ] as const) {
      const t = await gw.tokenize(card(number), NOW)
      expect(t).toMatchObject({ ok: true, brand, last4, expMonth: 12, expYear: 2030 })
      if (!t.ok) throw new Error('expected a token')
      expect(t.token).toMatch(/^tok_sandbox_[\w-]+\.[\w-]+$/)
      const decoded = Buffer.from(t.token.slice(12).split('.')[0]!, 'base64url').toString()
      expect(t.token).not.toContain(number)
      expect(decoded).not.toContain(number)
      expect(decoded).not.toContain(number.slice(0, 12))
      expect(decoded).not.toContain('123') // nor the CVC
      // Same card, different token.
      const again = await gw.tokenize(card(number), NOW)
      expect(again.ok && again.token).not.toBe(t.token)
    }
  })

  it('declines the declined card, a Luhn-invalid number, an expired card and a bad CVC; 0119 is a gateway error', async () => {
    const { gw } = gateway()
    expect(await gw.tokenize(card(SANDBOX_TEST_CARDS.declined), NOW)).toEqual({
      ok: false,
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    })
    expect(await gw.tokenize(card(SANDBOX_TEST_CARDS.gatewayError), NOW)).toEqual({
      ok: false,
      kind: 'error',
      code: 'unavailable',
      message: 'The payment service is unavailable. Please try again.',
    })
    expect(await gw.tokenize(card('4242424242424241'), NOW)).toMatchObject({
      ok: false,
      kind: 'declined',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    })
    expect(
      await gw.tokenize(card(SANDBOX_TEST_CARDS.visa, { expMonth: 10, expYear: 2026 }), NOW),
    ).toMatchObject({
      ok: false,
      kind: 'declined',
      code: 'expired_card',
      message: 'Your card has expired.',
    })
    expect(await gw.tokenize(card(SANDBOX_TEST_CARDS.visa, { cvc: '12' }), NOW)).toMatchObject({
      kind: 'declined',
      code: 'incorrect_cvc',
    })
  })

  it('charges a token once per idempotency key, on any instance sharing the store', async () => {
    const { gw, store } = gateway()
    const t = await gw.tokenize(card(SANDBOX_TEST_CARDS.visa), NOW)
    if (!t.ok) throw new Error('expected a token')
    const request = {
      token: t.token,
      amountCents: 12_500,
      currency: 'USD' as const,
      idempotencyKey: 'k1',
    }
    const first = await gw.charge(request, NOW)
    expect(first).toMatchObject({ ok: true, replayed: false })
    // Another instance (same secret, same store) answers the same charge.
    const other = new SandboxGateway(SECRET, store)
    const again = await other.charge(request, NOW)
    expect(again).toEqual({ ok: true, chargeId: first.ok ? first.chargeId : '', replayed: true })
    expect(store.size()).toBe(1)
    const [a, b] = await Promise.all([
      gw.charge({ ...request, idempotencyKey: 'k2' }, NOW),
      gw.charge({ ...request, idempotencyKey: 'k2' }, NOW),
    ])
    expect(a.ok && b.ok && a.chargeId === b.chargeId).toBe(true)
    expect(store.size()).toBe(2)
    // The same key with another amount is refused.
    expect(await gw.charge({ ...request, amountCents: 99_00 }, NOW)).toMatchObject({
      ok: false,
      code: 'idempotency_mismatch',
    })
  })

  it('finds the charge made under a key, and none under a key never charged or declined', async () => {
    const { gw } = gateway()
    const t = await gw.tokenize(card(SANDBOX_TEST_CARDS.visa), NOW)
    if (!t.ok) throw new Error('expected a token')
    expect(await gw.findCharge('never')).toBeNull()
    const charged = await gw.charge(
      { token: t.token, amountCents: 4_200, currency: 'USD', idempotencyKey: 'found' },
      NOW,
    )
    expect(await gw.findCharge('found')).toEqual({
      chargeId: charged.ok ? charged.chargeId : 'none',
      amountCents: 4_200,
    })
    const expired = await gw.tokenize(
      card(SANDBOX_TEST_CARDS.visa, { expYear: 2026, expMonth: 11 }),
      NOW,
    )
    if (!expired.ok) throw new Error('expected a token')
    const later = new Date('2027-01-01T00:00:00Z')
    const declined = await gw.charge(
      { token: expired.token, amountCents: 4_200, currency: 'USD', idempotencyKey: 'declined' },
      later,
    )
    expect(declined.ok).toBe(false)
    expect(await gw.findCharge('declined')).toBeNull()
  })

  it('declines every charge of the 0341 card, and charges of an expired token', async () => {
    const { gw, store } = gateway()
    const chargeOf = async (number: string, at: Date, extra = {}) => {
      const t = await gw.tokenize(card(number, extra), NOW)
      if (!t.ok) throw new Error(`${number} tokenises`)
      return gw.charge(
        { token: t.token, amountCents: 1000, currency: 'USD', idempotencyKey: number },
        at,
      )
    }
    expect(await chargeOf(SANDBOX_TEST_CARDS.chargeDeclined, NOW)).toEqual({
      ok: false,
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    })
    const later = new Date('2027-01-01T00:00:00Z')
    expect(
      await chargeOf(SANDBOX_TEST_CARDS.visa, later, { expMonth: 12, expYear: 2026 }),
    ).toMatchObject({ ok: false, code: 'expired_card' })
    expect(store.size()).toBe(0)
  })

  it('refuses a token it did not sign, or one that was altered', async () => {
    const { gw, store } = gateway()
    const t = await gw.tokenize(card(SANDBOX_TEST_CARDS.chargeDeclined), NOW)
    if (!t.ok) throw new Error('expected a token')
    const [body, sig] = t.token.slice('tok_sandbox_'.length).split('.')
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>
    forged.t = 'ok' // try to turn the always-declined card into a good one
    const tampered = `tok_sandbox_${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`
    const req = { amountCents: 1000, currency: 'USD' as const, idempotencyKey: 'z' }
    expect(await gw.charge({ ...req, token: tampered }, NOW)).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
    const otherSecret = new SandboxGateway('another-secret-of-at-least-32-chars!!', store)
    const good = await gw.tokenize(card(SANDBOX_TEST_CARDS.visa), NOW)
    expect(good.ok && (await otherSecret.charge({ ...req, token: good.token }, NOW))).toMatchObject(
      {
        ok: false,
        code: 'invalid_token',
      },
    )
    expect(await gw.charge({ ...req, token: 'tok_sandbox_x' }, NOW)).toMatchObject({
      ok: false,
      code: 'invalid_token',
    })
    expect(
      good.ok && (await gw.charge({ ...req, token: good.token, amountCents: 0 }, NOW)),
    ).toMatchObject({
      ok: false,
      code: 'invalid_request',
    })
  })

  it('refunds its own charges once per key (a repeat is replayed), and refuses a Stripe PaymentMethod or a foreign charge', async () => {
    const { gw } = gateway()
    const a = await gw.refund({
      chargeId: 'ch_sandbox_abc',
      amountCents: 500,
      idempotencyKey: 'k1',
    })
    expect(a).toMatchObject({ ok: true, replayed: false })
    expect(
      await gw.refund({ chargeId: 'ch_sandbox_abc', amountCents: 500, idempotencyKey: 'k1' }),
    ).toEqual({ ...a, replayed: true })
    // The same key with another amount or charge is refused, like Stripe's idempotency_error.
    for (const other of [
      { chargeId: 'ch_sandbox_abc', amountCents: 400 },
      { chargeId: 'ch_sandbox_xyz', amountCents: 500 },
    ]) {
      expect(await gw.refund({ ...other, idempotencyKey: 'k1' })).toMatchObject({
        ok: false,
        code: 'idempotency_mismatch',
      })
    }
    expect(
      await gw.refund({ chargeId: 'ch_sandbox_abc', amountCents: 500, idempotencyKey: 'k2' }),
    ).not.toEqual(a)
    for (const bad of [
      { chargeId: 'pi_123', amountCents: 500 },
      { chargeId: 'ch_sandbox_abc', amountCents: 0 },
    ]) {
      expect(await gw.refund({ ...bad, idempotencyKey: 'k3' })).toMatchObject({
        ok: false,
        code: 'invalid_request',
      })
    }
    expect(
      await gw.tokenize({ paymentMethodId: 'pm_card_visa', name: 'Amira Fawzy' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid_request',
    })
  })
})
