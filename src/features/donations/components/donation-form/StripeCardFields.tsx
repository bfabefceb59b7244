'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import type { StripeCardNumberElement } from '@stripe/stripe-js'
import { ErrorText, TextField } from '@/components/form/fields'
import { STRIPE_MESSAGES } from '../../constants'
import type { StripeCard } from './stripe-card'
import type { CardPartProps } from './types'
import styles from './DonationForm.module.css'
import { stripeInstance } from './stripe-instance'

type Kind = 'cardNumber' | 'cardExpiry' | 'cardCvc'
const KINDS: Kind[] = ['cardNumber', 'cardExpiry', 'cardCvc']
/** What we use of the three card elements (their own types differ only in the events' kind). */
interface Mounted {
  mount(host: HTMLElement): void
  on(
    event: 'change',
    handler: (e: { complete: boolean; error?: { message?: string } }) => void,
  ): void
  focus(): void
  destroy(): void
}

/** The look of our .form-control inside Stripe's frames (they cannot read our CSS). */
const STYLE = {
  base: { fontSize: '16px', color: '#212529', '::placeholder': { color: '#6c757d' } },
}

interface Props extends CardPartProps {
  publishableKey: string
  /** Set once the fields are ready: what the submit flow calls. */
  cardRef: RefObject<StripeCard | null>
}

/**
 * Stripe mode's card (issue 19, decision 0041): number, expiry and CVC are Stripe Elements in
 * today's places with today's labels; the holder's name stays our field. Stripe.js is loaded
 * here only, so the sandbox never downloads it; its messages are shown where it validates.
 */
export function StripeCardFields({ fields: { field }, publishableKey, cardRef }: Props) {
  const t = useTranslations('donation')
  const locale = useLocale()
  const base = useId()
  const hosts = useRef<Partial<Record<Kind, HTMLDivElement | null>>>({})
  const elements = useRef<Partial<Record<Kind, Mounted>>>({})
  const [errors, setErrors] = useState<Partial<Record<Kind, string>>>({})
  const complete = useRef<Partial<Record<Kind, boolean>>>({})
  const [missing, setMissing] = useState<ReadonlySet<Kind>>(new Set())
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    void (async () => {
      try {
        const stripe = await stripeInstance(publishableKey)
        if (!stripe || !live) return
        const group = stripe.elements({ locale: locale === 'ar' ? 'ar' : 'en' })
        for (const kind of KINDS) {
          // The three create() overloads differ only in their kind; one call per kind keeps types.
          const element = (group.create as unknown as (k: Kind, o: object) => Mounted)(kind, {
            style: STYLE,
          })
          element.mount(hosts.current[kind]!)
          element.on('change', (e) => {
            setErrors((all) => ({ ...all, [kind]: e.error?.message }))
            complete.current[kind] = e.complete
            if (e.complete) setMissing((all) => new Set([...all].filter((k) => k !== kind)))
          })
          elements.current[kind] = element
        }
        cardRef.current = {
          incomplete() {
            const incomplete = KINDS.filter((k) => !complete.current[k])
            setMissing(new Set(incomplete))
            return incomplete.length > 0
          },
          async createPaymentMethod(billing) {
            const result = await stripe.createPaymentMethod({
              type: 'card',
              card: elements.current.cardNumber as unknown as StripeCardNumberElement,
              // Only what is known: Stripe refuses an empty e-mail address.
              billing_details: {
                name: billing.name,
                ...(billing.email && { email: billing.email }),
                ...(billing.postalCode && { address: { postal_code: billing.postalCode } }),
              },
            })
            return result.paymentMethod
              ? { id: result.paymentMethod.id }
              : { error: result.error?.message }
          },
          async handleNextAction(clientSecret) {
            const result = await stripe.handleNextAction({ clientSecret })
            return result.error ? { error: result.error.message } : { ok: true }
          },
        }
      } catch {
        if (live) setFailed(true)
      }
    })()
    return () => {
      live = false
      cardRef.current = null
      for (const element of Object.values(elements.current)) element?.destroy()
      elements.current = {}
    }
  }, [publishableKey, locale, cardRef])

  const box = (kind: Kind, label: string) => {
    const message =
      errors[kind] ?? (missing.has(kind) ? STRIPE_MESSAGES.paymentMethodRequired : undefined)
    return (
      <div className="form-group">
        {/* Stripe's frame is not a labelable element: the label focuses it instead. */}
        <label id={`${base}-${kind}`} onClick={() => elements.current[kind]?.focus()}>
          {label}
        </label>
        <div
          className={`form-control ${styles.stripeField}`}
          data-stripe-field={kind}
          aria-labelledby={`${base}-${kind}`}
          ref={(node) => {
            hosts.current[kind] = node
          }}
        />
        <ErrorText id={`${base}-${kind}-error`} message={message} />
      </div>
    )
  }

  return (
    <>
      {failed && <p role="alert">{STRIPE_MESSAGES.stripeUnavailable}</p>}
      <div className={styles.grid}>
        {box('cardNumber', t('labels.cardNumber'))}
        <TextField label={t('labels.cardName')} field={field('cc_name')} autoComplete="cc-name" />
      </div>
      <div className={styles.grid}>
        {box('cardExpiry', t('labels.expiry'))}
        {box('cardCvc', t('labels.cvc'))}
      </div>
    </>
  )
}
