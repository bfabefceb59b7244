import { describe, expect, it } from 'vitest'
import { hmacMatches, hmacOf, processedHmacString, responseHmacString } from './hmac'

/**
 * The sample transaction processed callback of Paymob's "HMAC Transaction Callback" page
 * (developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/
 * hmac-transaction-callback), with the fields its HMAC covers, and the concatenated string the
 * page prints for it. The page shows no HMAC value (it would need Paymob's secret), so the
 * signature below was computed independently of this code, with
 *   printf %s '<the docs string>' | openssl dgst -sha512 -hmac docs-example-secret
 */
const DOCS_OBJ = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: null },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  data: { message: 'Approved' },
}
const DOCS_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue'
const SECRET = 'docs-example-secret'
const OPENSSL_HMAC =
  'e3622426da779f563c8e1b133a77a6dbd70a8dde0c4616526e9ef7502ee865498f9fd767e546a4e44a69c32e03fd2a05262592771fa9e5295baf62b5e1b45951'

describe('Paymob transaction HMAC', () => {
  it("concatenates the docs' sample callback exactly as the docs print it", () => {
    expect(processedHmacString(DOCS_OBJ)).toBe(DOCS_STRING)
  })

  it('signs it as openssl does (HMAC-SHA512, hex)', () => {
    expect(hmacOf(DOCS_STRING, SECRET)).toBe(OPENSSL_HMAC)
    expect(hmacMatches(DOCS_STRING, OPENSSL_HMAC, SECRET)).toBe(true)
    expect(hmacMatches(DOCS_STRING, OPENSSL_HMAC.toUpperCase(), SECRET)).toBe(true)
  })

  it('refuses a changed amount, another secret, a missing or malformed signature', () => {
    const forged = processedHmacString({ ...DOCS_OBJ, amount_cents: 100 })
    expect(hmacMatches(forged, OPENSSL_HMAC, SECRET)).toBe(false)
    expect(hmacMatches(DOCS_STRING, OPENSSL_HMAC, 'another-secret')).toBe(false)
    expect(hmacMatches(DOCS_STRING, null, SECRET)).toBe(false)
    expect(hmacMatches(DOCS_STRING, 'zz', SECRET)).toBe(false)
    expect(hmacMatches(DOCS_STRING, OPENSSL_HMAC.slice(0, 64), SECRET)).toBe(false)
    expect(hmacMatches(DOCS_STRING, OPENSSL_HMAC, '')).toBe(false)
  })

  it('reads the response callback (GET) flat, with order as Paymob sends it or order_id as the docs write it', () => {
    const flat: Record<string, string> = {
      amount_cents: '100000',
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: '192036465',
      integration_id: '4097558',
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: '217503754',
      owner: '302852',
      pending: 'false',
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      success: 'true',
    }
    expect(responseHmacString(new URLSearchParams(flat))).toBe(DOCS_STRING)
    const { order, ...rest } = flat
    expect(responseHmacString(new URLSearchParams({ ...rest, order_id: order! }))).toBe(DOCS_STRING)
  })
})
