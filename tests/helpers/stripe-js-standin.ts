import { randomBytes } from 'node:crypto'
import type { BrowserContext, Route } from '@playwright/test'
import type { StripeStandIn } from './stripe-standin'
import { cardFieldFrame, challengeFrame, defineStripe } from './stripe-js-standin-browser'
import { defineWallets } from './stripe-js-standin-wallet'

/**
 * A stand-in of Stripe's browser side for the end-to-end tests:
 * Stripe cannot be reached from these machines, so the browser context's requests to Stripe's
 * hosts are answered here. @stripe/stripe-js's loadStripe() injects
 * https://js.stripe.com/<release>/stripe.js (its RELEASE_TRAIN); the card fields are frames of
 * js.stripe.com, `createPaymentMethod` posts the card to api.stripe.com/v1/payment_methods,
 * whose answer is one of Stripe's test PaymentMethods chosen by the number typed (the API
 * stand-in, tests/helpers/stripe-standin.ts, knows them), and `handleNextAction` shows a
 * challenge frame of hooks.stripe.com whose Complete / Fail buttons settle the intent in the API
 * stand-in (`authenticate`), as Stripe's test page does.
 */

/** Stripe's documented test cards and the test PaymentMethod each becomes. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  authenticationRequired: '4000002760003184',
  chargeDeclined: '4000000000000002',
} as const
const METHOD_OF: Record<string, string> = {
  [TEST_CARDS.visa]: 'pm_card_visa',
  [TEST_CARDS.authenticationRequired]: 'pm_card_authenticationRequired',
  [TEST_CARDS.chargeDeclined]: 'pm_card_chargeDeclined',
  '5555555555554444': 'pm_card_mastercard',
}

export interface MadePaymentMethod {
  id: string
  /** The card number as it reached "Stripe" (never our server); empty for a wallet's. */
  number: string
  name: string | null
  /** A wallet's PaymentMethod: its type (`google_pay`, `apple_pay`). */
  wallet?: string
}

export interface StripeJsStandIn {
  /** Every PaymentMethod made by the page, in order. */
  paymentMethods: MadePaymentMethod[]
  /** The locale each Elements group was made with (from the card frames' addresses). */
  locales: string[]
}

const RELEASE = /^\/(v3|[a-z]+)\/stripe\.js$/
const CORS = { 'access-control-allow-origin': '*' }

const script = (fn: (...args: never[]) => void, ...args: string[]) =>
  `(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(', ')});`

const FIELDS = {
  cardNumber: {
    label: 'Credit or debit card number',
    placeholder: '1234 1234 1234 1234',
    auto: 'cc-number',
  },
  cardExpiry: {
    label: 'Credit or debit card expiration date',
    placeholder: 'MM / YY',
    auto: 'cc-exp',
  },
  cardCvc: { label: 'Credit or debit card CVC/CVV', placeholder: 'CVC', auto: 'cc-csc' },
} as const

function fieldPage(kind: keyof typeof FIELDS, locale: string) {
  const f = FIELDS[kind]
  return `<!doctype html><html lang="${locale === 'ar' ? 'ar' : 'en'}"><head><meta charset="utf-8">
<title>${f.label}</title>
<style>body{margin:0}input{border:0;outline:0;width:100%;padding:0;font:16px system-ui,sans-serif;color:#212529;background:transparent}input::placeholder{color:#6c757d}</style>
</head><body><input aria-label="${f.label}" placeholder="${f.placeholder}" autocomplete="${f.auto}" inputmode="numeric">
<script>${script(cardFieldFrame, kind)}</script></body></html>`
}

const CHALLENGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title>
<style>body{margin:0;min-height:100vh;background:rgba(0,0,0,.55);font:16px system-ui,sans-serif}
main{background:#fff;color:#111;max-width:380px;margin:12vh auto;padding:24px;border-radius:6px}
button{font:inherit;padding:8px 14px;margin:4px}</style></head>
<body><main role="dialog" aria-modal="true" aria-labelledby="title"><h1 id="title">3D Secure 2 Test Page</h1>
<p>This is a test payment: complete or fail the authentication.</p>
<button type="button" data-passed="true">Complete authentication</button>
<button type="button" data-passed="false">Fail authentication</button></main>
<script>${script(challengeFrame)}</script></body></html>`

/** Answers Stripe's hosts for every page of `context` (the axe audit's tabs included). */
export async function serveStripeJs(
  context: BrowserContext,
  api: StripeStandIn,
): Promise<StripeJsStandIn> {
  const state: StripeJsStandIn = { paymentMethods: [], locales: [] }

  await context.route('https://js.stripe.com/**', async (route) => {
    const url = new URL(route.request().url())
    const release = RELEASE.exec(url.pathname)?.[1]
    if (release) {
      return route.fulfill({
        contentType: 'application/javascript',
        body: script(defineWallets) + script(defineStripe, release),
      })
    }
    if (url.pathname === '/standin/element.html') {
      const kind = url.searchParams.get('kind') as keyof typeof FIELDS
      const locale = url.searchParams.get('locale') ?? 'auto'
      if (kind === 'cardNumber') state.locales.push(locale)
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: fieldPage(kind, locale),
      })
    }
    return route.fulfill({ status: 404, body: 'not in the stand-in' })
  })

  await context.route('https://hooks.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: CHALLENGE }),
  )

  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request()
    const path = new URL(request.url()).pathname
    const body = new URLSearchParams(request.postData() ?? '')
    if (!/^pk_test_/.test(body.get('key') ?? ''))
      return json(route, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    if (request.method() === 'POST' && path === '/v1/payment_methods')
      return json(route, ...paymentMethod(body, state))
    const authenticate = /^\/v1\/payment_intents\/(pi_\w+)\/standin_authenticate$/.exec(path)
    if (request.method() === 'POST' && authenticate) {
      const intent = api.intents.get(authenticate[1]!)
      if (!intent || intent.client_secret !== body.get('client_secret'))
        return json(route, 404, {
          error: { type: 'invalid_request_error', message: 'No such payment_intent' },
        })
      try {
        api.authenticate(intent.id, body.get('passed') === 'true')
      } catch (error) {
        // Not awaiting an action (already settled): Stripe.js would report the intent as it is.
        return json(route, 400, {
          error: { type: 'invalid_request_error', message: String(error) },
        })
      }
      return json(route, 200, intent)
    }
    return json(route, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    })
  })
  return state
}

/** POST /v1/payment_methods: Stripe's test PaymentMethod for the number, or Stripe's refusal. */
function paymentMethod(body: URLSearchParams, state: StripeJsStandIn): [number, unknown] {
  const wallet = body.get('card[wallet][type]')
  if (wallet) {
    // The wallet's card as Stripe gives it: type card, its wallet named. The API stand-in knows
    // pm_card_visa_… (Visa 4242) when our server retrieves it.
    const id = `pm_card_visa_${randomBytes(6).toString('hex')}`
    state.paymentMethods.push({ id, number: '', name: null, wallet })
    return [
      200,
      {
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242', wallet: { type: wallet } },
        livemode: false,
      },
    ]
  }
  const number = body.get('card[number]') ?? ''
  const kind = METHOD_OF[number]
  if (!kind) {
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
          param: 'number',
        },
      },
    ]
  }
  const id = `${kind}_${randomBytes(6).toString('hex')}`
  state.paymentMethods.push({ id, number, name: body.get('billing_details[name]') })
  return [
    200,
    {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: number.startsWith('5') ? 'mastercard' : 'visa', last4: number.slice(-4) },
      livemode: false,
    },
  ]
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    headers: CORS,
    contentType: 'application/json',
    body: JSON.stringify(body),
  })
