import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PaymobTransaction } from '../../src/features/donations/paymob/api'
import { hmacOf, processedHmacString } from '../../src/features/donations/paymob/hmac'
import { checkoutPage, kioskPage } from './paymob-standin-page'
import { standinGivingBack } from './paymob-standin-refunds'
import {
  intentionAnswer,
  newIntention,
  newTransaction,
  signedReturnUrl,
  type StoredIntention,
} from './paymob-standin-transactions'
import { standinSavedCards, type PayOptions, type SavedCardOutcome } from './paymob-standin-cards'

/**
 * A local stand-in of Paymob's API (decision 0107), for the tests and the demo: the endpoints
 * the site calls (intention, refund, void, transaction, inquiry), a Unified Checkout page where
 * a tester picks card, wallet or kiosk and the outcome, and Paymob's two callbacks signed with
 * the HMAC as Paymob signs them. Kiosk references stay pending until paid
 * (POST /standin/kiosk/{id}/pay) or expired (/expire). `fault` makes the next API call time out
 * or fail, as Paymob may. State lives in memory.
 * Saved cards (decision 0120): an intention asking to keep the card (`extras.save_card`) gets,
 * once paid by card, the TOKEN callback signed as Paymob signs it; an intention on the MOTO
 * integration is paid with such a token (POST /api/acceptance/payments/pay), approved, declined
 * or charged without an answer as the tester chose (POST /standin/saved-cards/next).
 */
export interface StandinOptions {
  secretKey: string
  publicKey: string
  hmacSecret: string
  integrations: { card: number; wallet: number; kiosk: number }
  /** The MOTO integration saved cards are charged on. */
  motoIntegration?: number
  /** How a processed callback reaches the site; default: POST {notification_url}?hmac=… */
  deliver?: (url: string, body: object, hmac: string) => Promise<void>
}

export type Fault = 'timeout' | 'error' | null

export function paymobStandin(options: StandinOptions) {
  const intentions = new Map<string, StoredIntention>()
  const transactions = new Map<number, PaymobTransaction & { expired?: boolean }>()
  const orderOf = new Map<number, StoredIntention>()
  const delivered: { url: string; body: { obj: PaymobTransaction }; hmac: string }[] = []
  const byPaymentKey = new Map<string, StoredIntention>()
  // Paymob's ids never repeat: a stand-in started again (a new test worker) must not reuse them.
  let nextId = Date.now()
  let fault: Fault = null

  const methodOf = (integration: number) =>
    (Object.entries(options.integrations).find(([, id]) => id === integration)?.[0] ?? 'card') as
      | 'card'
      | 'wallet'
      | 'kiosk'

  function transactionOf(
    intent: StoredIntention,
    method: 'card' | 'wallet' | 'kiosk',
    approve: boolean,
  ) {
    const t = newTransaction(intent, method, approve, ++nextId, options.integrations[method])
    transactions.set(t.id, t)
    return t
  }

  async function callback(t: PaymobTransaction) {
    const intent = orderOf.get(t.order.id)
    if (!intent) return
    const body = { type: 'TRANSACTION', obj: t }
    const hmac = hmacOf(processedHmacString(t as never), options.hmacSecret)
    delivered.push({ url: intent.notificationUrl, body, hmac })
    return deliver(intent, body, hmac)
  }

  async function deliver(intent: StoredIntention, body: object, hmac: string) {
    if (options.deliver) return options.deliver(intent.notificationUrl, body, hmac)
    const url = new URL(intent.notificationUrl)
    url.searchParams.set('hmac', hmac)
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined)
  }

  const cards = standinSavedCards<StoredIntention>({
    ...options,
    newId: () => ++nextId,
    intentOfKey: (key) => byPaymentKey.get(key),
    transactionOf,
    callback,
    deliver,
  })

  const returnUrl = (t: PaymobTransaction) =>
    signedReturnUrl(t, orderOf.get(t.order.id)!, options.hmacSecret)

  const givingBack = standinGivingBack({ transactions, newId: () => ++nextId, callback })

  const api: Record<
    string,
    (req: IncomingMessage, body: Record<string, unknown>, url: URL) => Promise<[number, unknown]>
  > = {
    'POST /v1/intention/': async (_req, b) => {
      const methods = (b.payment_methods as unknown[] | undefined) ?? []
      const known = [...Object.values(options.integrations), options.motoIntegration ?? -1]
      if (!methods.length || methods.some((m) => !known.includes(Number(m)))) {
        return [404, { detail: 'Integration ID/Name does not exist in our system .' }]
      }
      const amount = Number(b.amount)
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return [400, { amount: ['A valid integer is required.'] }]
      const intent = newIntention(b, methods.map(Number), () => ++nextId)
      intentions.set(intent.clientSecret, intent)
      orderOf.set(intent.orderId, intent)
      byPaymentKey.set(intent.paymentKey, intent)
      return [201, intentionAnswer(intent)]
    },
    'POST /api/acceptance/void_refund/refund': async (_req, b) => givingBack.refund(b),
    'POST /api/acceptance/void_refund/void': async (_req, b) => givingBack.void(b),
    'POST /api/acceptance/payments/pay': async (_req, b) => cards.payWithToken(b),
    // By Paymob's order id, or by our reference (merchant_order_id: the special reference).
    'POST /api/ecommerce/orders/transaction_inquiry': async (_req, b) => {
      const found = [...transactions.values()].filter(
        (t) =>
          !t.has_parent_transaction &&
          (b.order_id !== undefined
            ? t.order.id === Number(b.order_id)
            : t.order.merchant_order_id === String(b.merchant_order_id)),
      )
      const t = found.at(-1)
      return t ? [200, t] : [404, { detail: 'Not found.' }]
    },
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin')
    const raw = await new Promise<string>((resolve) => {
      let s = ''
      req.on('data', (c: Buffer) => (s += c.toString('utf8')))
      req.on('end', () => resolve(s))
    })
    const form = (req.headers['content-type'] ?? '').includes('urlencoded')
    const body = (
      raw ? (form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw)) : {}
    ) as Record<string, unknown>
    const send = (status: number, data: unknown, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type })
      res.end(type === 'application/json' ? JSON.stringify(data) : String(data))
    }
    // The hosted pages (no key: the browser's).
    if (req.method === 'GET' && url.pathname === '/unifiedcheckout/') {
      const intent = intentions.get(url.searchParams.get('clientSecret') ?? '')
      if (!intent || url.searchParams.get('publicKey') !== options.publicKey)
        return send(404, 'Unknown checkout', 'text/plain')
      return send(
        200,
        checkoutPage(
          intent.clientSecret,
          intent.amount,
          intent.methods.map(methodOf),
          intent.saveCard,
        ),
        'text/html; charset=utf-8',
      )
    }
    if (req.method === 'POST' && url.pathname === '/unifiedcheckout/pay') {
      const intent = intentions.get(String(body.clientSecret ?? ''))
      const method = String(body.method) as 'card' | 'wallet' | 'kiosk'
      if (!intent || !intent.methods.map(methodOf).includes(method))
        return send(400, 'Unknown checkout or method', 'text/plain')
      // A card is saved when the donor leaves "save card" ticked (offered when the intention asked).
      const t = await cards.payOnCheckout(intent, method, body.outcome !== 'decline', {
        saveCard: body.save_asked === '1' && body.save_card === '1',
      })
      if (method === 'kiosk')
        return send(
          200,
          kioskPage(String(t.data?.bill_reference), returnUrl(t)),
          'text/html; charset=utf-8',
        )
      res.writeHead(303, { Location: returnUrl(t) })
      return res.end()
    }
    // The tester's levers: a kiosk reference paid in cash, or left to expire; a fault.
    const kiosk = /^\/standin\/kiosk\/(\d+)\/(pay|expire)$/.exec(url.pathname)
    if (req.method === 'POST' && kiosk) {
      const t = transactions.get(Number(kiosk[1]))
      if (!t || !t.pending) return send(409, { detail: 'Not a pending kiosk reference.' })
      if (kiosk[2] === 'expire') {
        t.expired = true
        return send(200, t)
      }
      if (t.expired) return send(409, { detail: 'The reference has expired.' })
      Object.assign(t, { pending: false, success: true, data: { ...t.data, message: 'Approved' } })
      await callback(t)
      return send(200, t)
    }
    if (req.method === 'POST' && url.pathname === '/standin/saved-cards/next') {
      cards.next(body.outcome as SavedCardOutcome)
      return send(200, { outcome: body.outcome })
    }
    if (req.method === 'POST' && url.pathname === '/standin/fault') {
      fault = (body.fault as Fault) ?? null
      return send(200, { fault })
    }
    const route = api[`${req.method} ${url.pathname}`]
    const tx = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(url.pathname)
    if (!route && !(req.method === 'GET' && tx)) return send(404, { detail: 'Not found.' })
    if (req.headers.authorization !== `Token ${options.secretKey}`) {
      return send(401, { detail: 'Authentication credentials were not provided.' })
    }
    if (fault) {
      const f = fault
      fault = null
      if (f === 'timeout') return // never answers: the client's timeout ends it
      return send(500, { detail: 'Internal server error' })
    }
    if (tx) {
      const t = transactions.get(Number(tx[1]))
      return t ? send(200, t) : send(404, { detail: 'Not found.' })
    }
    const [status, data] = await route!(req, body, url)
    if (status === 0) return // charged, and the answer lost: the client's timeout ends it
    return send(status, data)
  }

  let server: Server | undefined
  return {
    transactions,
    delivered,
    deliveredTokens: cards.deliveredTokens,
    savedCards: cards.tokens,
    setFault(f: Fault) {
      fault = f
    },
    /** What the next charges of a saved card do (then: approved). */
    nextSavedCardCharges(...outcome: SavedCardOutcome[]) {
      cards.next(...outcome)
    },
    /** Pays an intention as the checkout page would (card, wallet or kiosk; approved or not). */
    async pay(
      clientSecret: string,
      method: 'card' | 'wallet' | 'kiosk',
      approve = true,
      o: PayOptions = {},
    ) {
      const intent = intentions.get(clientSecret)
      if (!intent) throw new Error('unknown client secret')
      const t = await cards.payOnCheckout(intent, method, approve, o)
      return { transaction: t, returnUrl: returnUrl(t) }
    },
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      server = createServer((req, res) => {
        handle(req, res).catch((error: Error) => {
          res.writeHead(500).end(error.message)
        })
      })
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(port, host, () => {
          server!.off('error', reject)
          resolve()
        })
      })
      return `http://${host}:${(server.address() as AddressInfo).port}`
    },
    async close() {
      server?.closeAllConnections()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
