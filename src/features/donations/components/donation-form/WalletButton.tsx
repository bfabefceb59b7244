'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { PaymentRequest } from '@stripe/stripe-js'
import { SITE_NAME } from '@/lib/routes'
import { summarize, typedCents } from '../../fees'
import type { PartProps } from './types'
import styles from './DonationForm.module.css'
import { stripeInstance } from './stripe-instance'

type Wallet = 'Apple Pay' | 'Google Pay'

interface Props extends PartProps {
  publishableKey: string
  /**
   * The donor pressed the button: whether the wallet's sheet may open. Synchronous, because the
   * browser opens the sheet only within the click; when the form is not complete it shows its
   * errors (as a submit would) and answers false.
   */
  onClick: () => boolean
  /** The wallet made a PaymentMethod (its sheet has closed): stage the gift with it. */
  onPaymentMethod: (paymentMethodId: string) => void
}

/**
 * Apple Pay / Google Pay in Stripe mode (issue 19 item 7, decision 0058): Stripe's
 * PaymentRequest, offered only when `canMakePayment()` finds a wallet in this browser. The
 * button is ours and calls `show()` in its click, because the Stripe.js release our package
 * loads (Endive) no longer creates the `paymentRequestButton` element. The wallet gives only a
 * PaymentMethod; the gift then follows the card's path (e-mailed code first, no money before).
 */
export function WalletButton({ form, publishableKey, onClick, onPaymentMethod }: Props) {
  const t = useTranslations('donation.wallet')
  const lines = useWatch({ control: form.control, name: 'donations' })
  const cover = String(useWatch({ control: form.control, name: 'cover_fee' })) === '1'
  // The wallet's sheet shows what will be charged: the fee on top when the donor covers it.
  const { chargedCents: totalCents } = summarize(
    (lines ?? []).map((l) => typedCents(l?.donation_amount)),
    cover,
  )
  const [wallet, setWallet] = useState<Wallet>()
  const request = useRef<PaymentRequest | null>(null)
  // The Stripe listener is set once; it calls whatever the form passes now.
  const latest = useRef({ onClick, onPaymentMethod, totalCents })
  useEffect(() => {
    latest.current = { onClick, onPaymentMethod, totalCents }
  })

  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const stripe = await stripeInstance(publishableKey)
        if (!stripe || !live) return
        const paymentRequest = stripe.paymentRequest({
          country: 'US',
          currency: 'usd',
          total: totalOf(latest.current.totalCents),
          // The browser's saved cards and Link would be a second card form: only the two wallets.
          disableWallets: ['link', 'browserCard'],
        })
        paymentRequest.on('paymentmethod', (event) => {
          // The wallet's part is done: its sheet closes now. No money moves until the e-mailed
          // code is confirmed (decision 0036), so there is nothing to wait for here.
          event.complete('success')
          latest.current.onPaymentMethod(event.paymentMethod.id)
        })
        const offered = await paymentRequest.canMakePayment()
        if (!live || !offered) return
        request.current = paymentRequest
        setWallet(offered.applePay ? 'Apple Pay' : 'Google Pay')
      } catch {
        // No wallet then: the card fields below are the way to pay.
      }
    })()
    return () => {
      live = false
      request.current = null
    }
  }, [publishableKey])

  // The sheet shows the gift's total as it stands (only while the sheet is closed: Stripe's rule).
  useEffect(() => {
    const paymentRequest = request.current
    if (paymentRequest && !paymentRequest.isShowing())
      paymentRequest.update({ total: totalOf(totalCents) })
  }, [totalCents, wallet])

  if (!wallet) return null
  return (
    <div className={styles.wallet} role="group" aria-label={t('group')}>
      <button
        type="button"
        className={styles.walletButton}
        onClick={() => {
          const paymentRequest = request.current
          if (!paymentRequest || !latest.current.onClick()) return
          paymentRequest.update({ total: totalOf(latest.current.totalCents) })
          paymentRequest.show()
        }}
      >
        {t('pay', { wallet })}
      </button>
      <p className={styles.walletOr}>
        <span>{t('or')}</span>
      </p>
    </div>
  )
}

const totalOf = (cents: number) => ({ label: SITE_NAME, amount: Math.max(0, cents) })
