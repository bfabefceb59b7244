/**
 * The wallets of the Stripe.js stand-in (decision 0058): `stripe.paymentRequest()`, sent to the
 * page as source text before `defineStripe` (stripe-js-standin-browser.ts), whose
 * `paymentRequest()` calls it; so it uses nothing from this module's scope.
 *
 * A test says what `canMakePayment()` finds with `window.__standinWallets` (set by
 * page.addInitScript; unset means no wallet, `null`, as in a browser without one) and whether
 * the donor pays or cancels in the sheet with `window.__standinWalletOutcome` ('pay' unless
 * set). What the page did is kept in `window.__standinWalletLog`. `show()` refuses to run
 * outside a user gesture, as browsers do; paying makes a card PaymentMethod with the wallet's
 * type at api.stripe.com, then fires `paymentmethod`, whose `complete()` closes the sheet.
 */
export function defineWallets() {
  type Total = { label: string; amount: number }
  const page = window as unknown as {
    __standinWallets?: Record<string, boolean> | null
    __standinWalletOutcome?: 'pay' | 'cancel'
    __standinWalletLog?: Record<string, unknown>[]
    __standinPaymentRequest: unknown
  }
  const log = (entry: Record<string, unknown>) => (page.__standinWalletLog ??= []).push(entry)

  page.__standinPaymentRequest = (
    options: { total: Total },
    createPaymentMethod: (
      params: Record<string, string>,
    ) => Promise<{ ok: boolean; json: Record<string, unknown> }>,
  ) => {
    log({ event: 'create', options })
    const handlers: Record<string, ((event?: object) => void)[]> = {}
    let total = options.total
    let showing = false

    async function sheet() {
      if (page.__standinWalletOutcome === 'cancel') {
        showing = false
        log({ event: 'cancel' })
        for (const handler of handlers.cancel ?? []) handler()
        return
      }
      const apple = page.__standinWallets?.applePay === true
      const answer = await createPaymentMethod({
        type: 'card',
        'card[wallet][type]': apple ? 'apple_pay' : 'google_pay',
      })
      for (const handler of handlers.paymentmethod ?? [])
        handler({
          paymentMethod: answer.json,
          walletName: apple ? 'applePay' : 'googlePay',
          complete(status: string) {
            showing = false
            log({ event: 'complete', status })
          },
        })
    }

    const request = {
      async canMakePayment() {
        const wallets = page.__standinWallets ?? null
        log({ event: 'canMakePayment', result: wallets })
        return wallets
      },
      update(update: { total?: Total }) {
        if (showing) throw new Error('update() cannot be called while the sheet is showing')
        total = update.total ?? total
        log({ event: 'update', total })
      },
      isShowing: () => showing,
      on(type: string, handler: (event?: object) => void) {
        ;(handlers[type] ??= []).push(handler)
        return request
      },
      abort() {
        showing = false
      },
      show() {
        if (!navigator.userActivation.isActive)
          throw new Error('show() must be called from within a user gesture handler')
        showing = true
        log({ event: 'show', total })
        void sheet()
      },
    }
    return request
  }
}
