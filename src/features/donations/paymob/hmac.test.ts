import { describe, expect, it } from 'vitest'
import {
  hmacMatches,
  hmacOf,
  processedHmacString,
  responseHmacString,
  tokenHmacString,
} from './hmac'

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

/**
 * The sample card token object of Paymob's "Create Card Token" page
 * (developers.paymob.com/paymob-docs/developers/pay-with-saved-cards/create-card-token), signed
 * over the eight fields of "HMAC for Card Tokens" in their documented order. The page prints no
 * concatenated string nor HMAC, so both were written out by hand from the documented order and
 * signed with openssl, as above.
 */
const DOCS_TOKEN = {
  id: 8555026,
  token: 'e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab',
  masked_pan: 'xxxx-xxxx-xxxx-2346',
  merchant_id: 246628,
  card_subtype: 'MasterCard',
  created_at: '2024-11-13T12:32:23.859982',
  email: 'test@test.com',
  order_id: '264064419',
  user_added: false,
  next_payment_intention: 'pi_test_2a9c29ead1734ce8ad09ae4936019992',
}
const TOKEN_STRING =
  'MasterCard2024-11-13T12:32:23.859982test@test.com8555026xxxx-xxxx-xxxx-2346246628264064419e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab'
const TOKEN_OPENSSL_HMAC =
  'ba548de6873f6ac3d3e80c627c0ba12063c818a021fe9499f8a5a7dc8c54df44d655ca77c7d00cdd0bb465a4f63df1866c78a84818e70860cace3ff1d210cc41'

describe('Paymob card token HMAC', () => {
  it('concatenates card_subtype, created_at, email, id, masked_pan, merchant_id, order_id, token, and nothing else', () => {
    expect(tokenHmacString(DOCS_TOKEN)).toBe(TOKEN_STRING)
    expect(hmacMatches(tokenHmacString(DOCS_TOKEN), TOKEN_OPENSSL_HMAC, SECRET)).toBe(true)
  })

  it('refuses a token or an order changed after signing, and a transaction string for a token', () => {
    const swapped = tokenHmacString({ ...DOCS_TOKEN, token: 'another-card' })
    expect(hmacMatches(swapped, TOKEN_OPENSSL_HMAC, SECRET)).toBe(false)
    const moved = tokenHmacString({ ...DOCS_TOKEN, order_id: '1' })
    expect(hmacMatches(moved, TOKEN_OPENSSL_HMAC, SECRET)).toBe(false)
    expect(hmacMatches(processedHmacString(DOCS_TOKEN), TOKEN_OPENSSL_HMAC, SECRET)).toBe(false)
  })
})
