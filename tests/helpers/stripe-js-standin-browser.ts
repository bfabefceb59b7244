/**
 * The browser half of the Stripe.js stand-in (tests/helpers/stripe-js-standin.ts serves it):
 * functions that run in the page or in Stripe's frames, sent as their source text, so they
 * use nothing from this module's scope. They implement what our form uses of Stripe.js
 * (StripeCardFields.tsx, stripe-card.ts) with Stripe's documented behaviour: the card fields
 * live in frames of https://js.stripe.com (another origin than ours, so our code cannot read
 * them), the card goes to https://api.stripe.com, and 3-D Secure is a frame of
 * https://hooks.stripe.com over the page whose buttons are those of Stripe's test page.
 * The wallets' `paymentRequest()` is in stripe-js-standin-wallet.ts.
 */

type WalletStandIn = (
  options: { total: { label: string; amount: number } },
  createPaymentMethod: (
    params: Record<string, string>,
  ) => Promise<{ ok: boolean; json: Record<string, unknown> }>,
) => unknown

/** `window.Stripe`, as https://js.stripe.com/<release>/stripe.js defines it. */
export function defineStripe(release: string) {
  type Kind = 'cardNumber' | 'cardExpiry' | 'cardCvc'
  type Change = { complete: boolean; empty: boolean; error?: { message: string } }
  interface Element {
    kind: Kind
    locale: string
    frame?: HTMLIFrameElement
    value: string
    handlers: ((e: object) => void)[]
  }
  const JS = 'https://js.stripe.com'
  const API = 'https://api.stripe.com/v1'
  const mounted = new Set<Element>()

  // What a card frame says when its field changes: Stripe's `change` event, and (here only;
  // real Stripe.js keeps it inside its frames) the value it will send to Stripe.
  window.addEventListener('message', (event) => {
    if (event.origin !== JS) return
    const data = event.data as { standin?: string; value?: string } & Change
    if (data?.standin !== 'element') return
    for (const element of mounted) {
      if (element.frame?.contentWindow !== event.source) continue
      element.value = data.value ?? ''
      const change = {
        elementType: element.kind,
        empty: data.empty,
        complete: data.complete,
        error: data.error && { type: 'validation_error', message: data.error.message },
      }
      for (const handler of element.handlers) handler(change)
    }
  })

  const post = async (path: string, params: Record<string, string | undefined>, key: string) => {
    const body = new URLSearchParams({ key })
    for (const [name, value] of Object.entries(params)) if (value) body.set(name, value)
    const res = await fetch(`${API}${path}`, { method: 'POST', body })
    return { ok: res.ok, json: (await res.json()) as Record<string, unknown> }
  }

  function Stripe(key: string) {
    if (!/^pk_(test|live)_/.test(key)) throw new Error(`Invalid API Key provided: ${key}`)
    const group: Element[] = []
    return {
      elements(options: { locale?: string } = {}) {
        return {
          create(kind: Kind) {
            // Stripe.js Endive (the release @stripe/stripe-js loads) removed this element.
            if ((kind as string) === 'paymentRequestButton')
              throw new Error('The paymentRequestButton Element is not supported in this release.')
            const element: Element = {
              kind,
              locale: options.locale ?? 'auto',
              value: '',
              handlers: [],
            }
            group.push(element)
            return {
              mount(host: HTMLElement) {
                const frame = document.createElement('iframe')
                frame.name = `__privateStripeFrame_${kind}_${Math.random().toString(36).slice(2)}`
                frame.title = 'Secure card payment input frame'
                frame.src = `${JS}/standin/element.html?kind=${kind}&locale=${element.locale}`
                frame.setAttribute('frameborder', '0')
                frame.style.cssText = 'border:0;width:100%;height:1.6em;display:block'
                host.appendChild(frame)
                element.frame = frame
                mounted.add(element)
              },
              on(event: string, handler: (e: object) => void) {
                if (event === 'change') element.handlers.push(handler)
              },
              focus() {
                element.frame?.contentWindow?.postMessage({ standin: 'focus' }, JS)
              },
              destroy() {
                element.frame?.remove()
                mounted.delete(element)
              },
              standinKind: kind,
            }
          },
        }
      },

      /** Apple Pay / Google Pay: tests/helpers/stripe-js-standin-wallet.ts. */
      paymentRequest(options: { total: { label: string; amount: number } }) {
        const define = (window as unknown as { __standinPaymentRequest: WalletStandIn })
          .__standinPaymentRequest
        return define(options, (params) => post('/payment_methods', params, key))
      },

      /** POST /v1/payment_methods with the group's number, expiry and CVC, as Stripe.js does. */
      async createPaymentMethod(params: {
        type: string
        card: { standinKind?: Kind }
        billing_details?: { name?: string; email?: string; address?: { postal_code?: string } }
      }) {
        const value = (kind: Kind) => group.find((e) => e.kind === kind)?.value ?? ''
        const [month, year] = value('cardExpiry')
          .split('/')
          .map((part) => part.trim())
        const billing = params.billing_details ?? {}
        const answer = await post(
          '/payment_methods',
          {
            type: params.type,
            'card[number]': value('cardNumber').replace(/\D/g, ''),
            'card[exp_month]': month,
            'card[exp_year]': year && `20${year}`,
            'card[cvc]': value('cardCvc'),
            'billing_details[name]': billing.name,
            'billing_details[email]': billing.email,
            'billing_details[address][postal_code]': billing.address?.postal_code,
          },
          key,
        )
        return answer.ok ? { paymentMethod: answer.json } : { error: answer.json.error }
      },

      /** 3-D Secure: Stripe's challenge over the page, then the intent as it now is. */
      async handleNextAction({ clientSecret }: { clientSecret: string }) {
        const intent = clientSecret.split('_secret_')[0]
        const frame = document.createElement('iframe')
        frame.name = `__privateStripeFrame_3ds_${Math.random().toString(36).slice(2)}`
        frame.title = '3D Secure authentication'
        frame.src = `https://hooks.stripe.com/standin/3ds.html?intent=${intent}`
        frame.style.cssText =
          'position:fixed;inset:0;width:100vw;height:100vh;border:0;z-index:2147483647'
        const passed = await new Promise<boolean>((resolve) => {
          const listen = (event: MessageEvent) => {
            if (event.origin !== 'https://hooks.stripe.com' || event.source !== frame.contentWindow)
              return
            window.removeEventListener('message', listen)
            resolve((event.data as { passed?: boolean }).passed === true)
          }
          window.addEventListener('message', listen)
          document.body.appendChild(frame)
        })
        frame.remove()
        const answer = await post(
          `/payment_intents/${intent}/standin_authenticate`,
          { client_secret: clientSecret, passed: String(passed) },
          key,
        )
        const paymentIntent = answer.json
        if (answer.ok && paymentIntent.status !== 'requires_payment_method')
          return { paymentIntent }
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            payment_intent: paymentIntent,
          },
        }
      },
    }
  }
  // What @stripe/stripe-js compares with the release it expects.
  Stripe.version = release
  ;(window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe
}

/** Inside a card field's frame: Stripe's checks of what is typed, reported to the page. */
export function cardFieldFrame(kind: 'cardNumber' | 'cardExpiry' | 'cardCvc') {
  const input = document.querySelector('input')!
  const digits = () => input.value.replace(/\D/g, '')
  const luhn = (n: string) =>
    [...n].reverse().reduce((sum, d, i) => {
      const x = Number(d) * (i % 2 ? 2 : 1)
      return sum + (x > 9 ? x - 9 : x)
    }, 0) %
      10 ===
    0
  function state(blurred: boolean): { complete: boolean; error?: string } {
    const d = digits()
    if (kind === 'cardNumber') {
      if (d.length >= 16)
        return luhn(d)
          ? { complete: true }
          : { complete: false, error: 'Your card number is invalid.' }
      return { complete: false, error: blurred ? 'Your card number is incomplete.' : undefined }
    }
    if (kind === 'cardExpiry') {
      if (d.length < 4)
        return {
          complete: false,
          error: blurred ? "Your card's expiration date is incomplete." : undefined,
        }
      const month = Number(d.slice(0, 2))
      const year = 2000 + Number(d.slice(2, 4))
      const now = new Date()
      if (month < 1 || month > 12)
        return { complete: false, error: "Your card's expiration date is invalid." }
      if (year < now.getFullYear())
        return { complete: false, error: "Your card's expiration year is in the past." }
      if (year === now.getFullYear() && month < now.getMonth() + 1)
        return { complete: false, error: "Your card's expiration date is in the past." }
      return { complete: true }
    }
    if (d.length >= 3) return { complete: true }
    return {
      complete: false,
      error: blurred ? "Your card's security code is incomplete." : undefined,
    }
  }
  function report(blurred: boolean) {
    if (kind === 'cardExpiry' && /^\d{3,4}$/.test(input.value))
      input.value = `${input.value.slice(0, 2)} / ${input.value.slice(2)}`
    const { complete, error } = state(blurred)
    parent.postMessage(
      {
        standin: 'element',
        value: input.value,
        empty: input.value === '',
        complete,
        error: error ? { message: error } : undefined,
      },
      '*',
    )
  }
  input.addEventListener('input', () => report(false))
  input.addEventListener('blur', () => report(true))
  window.addEventListener('message', (event) => {
    if ((event.data as { standin?: string })?.standin === 'focus') input.focus()
  })
}

/** Inside the 3-D Secure frame: the two buttons of Stripe's test page tell the page the outcome. */
export function challengeFrame() {
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', () =>
      parent.postMessage({ standin: '3ds', passed: button.dataset.passed === 'true' }, '*'),
    )
  }
}
