'use client'

import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { useForm, type Resolver } from 'react-hook-form'
import { z } from 'zod/mini'
import { LocalisedMessage } from '@/components/form/LocalisedMessage'
import { OneTimeCodeField } from '@/components/form/one-time-code'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import { postJson } from '@/lib/forms/post-json'
import { STRIPE_MESSAGES } from '../constants'
import { GATEWAY_MESSAGES } from '../gateway/types'
import { expiryYearWindow } from '../form-values'
import {
  cardChangeSchema,
  cardCodeSchema,
  type CardChangePayload,
  type CardCodePayload,
} from '../recurring/card-change-schema'
import { CardFields } from './donation-form/CardFields'
import { StripeCardFields } from './donation-form/StripeCardFields'
import { usePaymentConfig, type StripeCard } from './donation-form/stripe-card'
import styles from './PlanCardChange.module.css'

type CardValues = Record<
  'cc_number' | 'cc_name' | 'cc_exp_month' | 'cc_exp_year' | 'cc_cvc',
  string
>
const EMPTY: CardValues = {
  cc_number: '',
  cc_name: '',
  cc_exp_month: '',
  cc_exp_year: '',
  cc_cvc: '',
}
type Answer = { message: string; requires_action?: boolean; client_secret?: string }

/**
 * "Replace card" on a recurring plan of /donor (issue 20 item 4), the gift's own flow with the
 * gift's card fields: the card (ours in the sandbox, Stripe's frames in Stripe mode) becomes a
 * token on the server, a code is e-mailed, and the code puts the card on the plan. When the bank
 * asks (Stripe), the donor authenticates in the page and the same code is sent once more. The
 * donor page passes it into each plan as a slot.
 */
/** Its words, in the page's language: the donor portal's texts, passed in by the page. */
export interface CardChangeTexts {
  replaceCard: string
  newCard: string
  sendCardCode: string
  keepCard: string
  confirmCard: string
  code: string
}

export function PlanCardChange({ planId, texts: t }: { planId: number; texts: CardChangeTexts }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const payment = usePaymentConfig()
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className="btn btn-outline"
        aria-expanded={open}
        onClick={() => {
          setDone(null)
          setOpen((o) => !o)
        }}
      >
        {t.replaceCard}
      </button>
      {open &&
        (payment ? (
          <NewCardForm
            planId={planId}
            texts={t}
            stripeKey={payment.gateway === 'stripe' ? payment.publishable_key : undefined}
            onClose={(message) => {
              setOpen(false)
              setDone(message)
            }}
          />
        ) : (
          <div className={styles.form} aria-busy="true" />
        ))}
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
    </div>
  )
}

function NewCardForm({
  planId,
  texts: t,
  stripeKey,
  onClose,
}: {
  planId: number
  texts: CardChangeTexts
  stripeKey: string | undefined
  /** With the success message, or null when the donor keeps the current card. */
  onClose: (message: string | null) => void
}) {
  const router = useRouter()
  const years = useMemo(() => expiryYearWindow(), [])
  const card = useRef<StripeCard | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<{ status: number; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  const url = `/api/donor/plans/${planId}/card`

  // Stripe mode checks only the holder's name here: the rest is in Stripe's frames.
  const resolver = useMemo(() => {
    const schema = cardChangeSchema()
    const checked = stripeKey ? z.pick(schema, { cc_name: true }) : schema
    return schemaResolver<CardValues>(checked) as unknown as Resolver<
      CardValues,
      unknown,
      CardChangePayload
    >
  }, [stripeKey])
  const cardForm = useForm<CardValues, unknown, CardChangePayload>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const codeForm = useForm<{ code: string }, unknown, CardCodePayload>({
    resolver: schemaResolver(cardCodeSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  })
  const cardFields = useFormFields(cardForm)
  const codeFields = useFormFields(codeForm)

  async function sendCard(data: CardChangePayload) {
    setSending(true)
    setError(null)
    let body: object = data
    if (stripeKey) {
      const made = card.current
        ? await card.current.createPaymentMethod({ name: data.cc_name })
        : { error: STRIPE_MESSAGES.stripeUnavailable }
      if (!('id' in made)) {
        setSending(false)
        return setError({ status: 402, message: made.error ?? STRIPE_MESSAGES.stripeUnavailable })
      }
      body = { cc_name: data.cc_name, payment_method_id: made.id }
    }
    const r = await postJson<Answer>(url, body)
    setSending(false)
    if (!r.ok) return setError(r.failure)
    setNotice(r.data.message)
  }

  async function sendCode(data: CardCodePayload) {
    setSending(true)
    setError(null)
    let r = await postJson<Answer>(`${url}/verify`, data)
    // The bank asks the donor to confirm the card (Stripe); then the same code once more.
    if (r.ok && r.data.requires_action && r.data.client_secret) {
      const authenticated = await (card.current?.handleNextAction(r.data.client_secret) ?? {
        error: GATEWAY_MESSAGES.authenticationRequired,
      })
      r =
        'ok' in authenticated
          ? await postJson<Answer>(`${url}/verify`, data)
          : {
              ok: false,
              failure: {
                status: 402,
                message: authenticated.error ?? GATEWAY_MESSAGES.declined,
              },
            }
    }
    setSending(false)
    if (!r.ok) return setError(r.failure)
    onClose(r.data.message)
    router.refresh()
  }

  // handleSubmit is called in the event, not during render: the Stripe card is a ref.
  const submitCard = (e: FormEvent) => void cardForm.handleSubmit(sendCard)(e)
  const submitCode = (e: FormEvent) => void codeForm.handleSubmit(sendCode)(e)
  const keep = (
    <button type="button" className="btn btn-outline" onClick={() => onClose(null)}>
      {t.keepCard}
    </button>
  )

  return (
    <div className={styles.form}>
      {notice === null ? (
        <form onSubmit={submitCard} noValidate aria-label={t.newCard}>
          <p className={styles.title}>{t.newCard}</p>
          <div className={styles.fields}>
            {stripeKey ? (
              <StripeCardFields fields={cardFields} publishableKey={stripeKey} cardRef={card} />
            ) : (
              <CardFields fields={cardFields} expiryYear={years.current} />
            )}
          </div>
          <div className={styles.row}>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t.sendCardCode}
            </button>
            {keep}
          </div>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate aria-label={t.confirmCard}>
          <OneTimeCodeField label={t.code} field={codeFields.field('code')} hint={notice} />
          <div className={styles.row}>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {t.confirmCard}
            </button>
            {keep}
          </div>
        </form>
      )}
      {error && (
        <p className="alert" role="alert">
          {/* The gateway's refusals come in English (as the donation form's); the rest in the page's.
              A refusal the catalogue does not know (Stripe's own sentence) reads as its kind. */}
          <LocalisedMessage
            text={error.message}
            otherwise={
              error.status === 402 ? GATEWAY_MESSAGES.declined : GATEWAY_MESSAGES.unavailable
            }
          />
        </p>
      )}
    </div>
  )
}
