'use client'

import { typedNumber } from '@/lib/validation/typed-digits'
import { useState, type FormEvent, type RefObject } from 'react'
import { honeypotOf } from '@/components/form/honeypot'
import type { FieldPath } from 'react-hook-form'
import { apiFetch } from '@/lib/api-client'
import { readApiError } from '@/lib/forms/error-body'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import {
  DONATION_ALERTS,
  DONATION_API_MESSAGES,
  DONATION_LIMITS,
  DONATION_MESSAGES,
  STRIPE_MESSAGES,
} from '../../constants'
import { donationDefaults } from '../../form-values'
import type { DonationFormValues, DonationPayload } from '../../schema'
import { stripePayload, type StripeCard } from './stripe-card'
import type { DonationFormApi } from './types'
import { goToCheckout } from '../../paymob/checkout-redirect'
import { receiptNumberOf, useResend } from './useResendCode'

export type Dialog = 'invalid' | 'failed' | 'otp' | 'success' | null

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

interface Options {
  form: DonationFormApi
  formRef: RefObject<HTMLFormElement | null>
  /** The purpose the form starts with, kept after a completed donation. */
  purposeId: number | undefined
  /** Runs before the form is checked (the checks are loaded then). */
  beforeCheck: () => Promise<void>
  /** A submit found errors: the names of the fields that have one. */
  onInvalid: (names: string[]) => void
  /** A donation completed: the form is back to its start. */
  onReset: () => void
  onCompleted?: () => void
  /** Stripe mode: the Elements card (decision 0041); absent in the sandbox. */
  card?: RefObject<StripeCard | null>
  /**
   * Stripe mode's wallet (decision 0058): whether the form is complete now, synchronously (the
   * wallet's sheet opens only within the click), the holder's name completed from the donor's.
   */
  readyForWallet?: () => boolean
}

/**
 * The donation's three steps (spec 000 sections 3 and 8; decision 0011): stage the donation
 * (the server e-mails a code), confirm it with the code, then the success message and the
 * completion event. Failures keep the donor's input and say why where the server did.
 */
export function useDonationSubmit(o: Options) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const [failReason, setFailReason] = useState<string>()
  // A rate limit's refusal: its reason (how long to wait) is the dialog's only message.
  const [failWaits, setFailWaits] = useState(false)
  const [sending, setSending] = useState(false)
  const [stagedEmail, setStagedEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [otpError, setOtpError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  /** The confirmed gift, for the success state: its receipt number and where the receipt went. */
  const [done, setDone] = useState<Done>()
  const resend = useResend(stagedEmail, () => {
    setOtp('')
    setOtpError(undefined)
  })

  /**
   * Stripe mode: the card becomes a PaymentMethod first; its id goes instead of card fields. A
   * wallet has made its PaymentMethod already.
   */
  async function bodyOf(
    data: DonationPayload,
    walletMethod: string | undefined,
  ): Promise<object | { failed: string | undefined }> {
    if (walletMethod) return stripePayload(data, walletMethod)
    if (!o.card) return data
    const card = o.card.current
    if (!card) return { failed: STRIPE_MESSAGES.stripeUnavailable }
    const made = await card.createPaymentMethod({
      name: data.cc_name,
      email: data.email,
      postalCode: data.zip_code,
    })
    return 'id' in made ? stripePayload(data, made.id) : { failed: made.error }
  }

  async function stage(data: DonationPayload, walletMethod?: string) {
    setSending(true)
    try {
      const body = await bodyOf(data, walletMethod)
      if ('failed' in body) {
        setFailReason(body.failed)
        setFailWaits(false)
        setDialog('failed')
        return
      }
      const res = await apiFetch('/api/donation/stage-donation', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          ...body,
          [HONEYPOT_FIELD]: honeypotOf({ target: o.formRef.current }),
        }),
      })
      if (res.ok) {
        setStagedEmail(data.email)
        setOtp('')
        setOtpError(undefined)
        resend.clear()
        setDialog('otp')
        return
      }
      const failure = await readApiError(res)
      for (const [name, messages] of Object.entries(failure.fields ?? {})) {
        const message = messages[0]!
        o.form.setError(name as FieldPath<DonationFormValues>, { type: 'server', message })
      }
      setFailReason(failure.message)
      setFailWaits(failure.retryAfterSeconds !== undefined)
      setDialog('failed')
    } catch {
      setFailReason(undefined)
      setFailWaits(false)
      setDialog('failed')
    } finally {
      setSending(false)
    }
  }

  /**
   * The form's check, as a submit makes it: the address settled, every field's message shown,
   * the sections with errors opened, the first such field focused and 'Form Invalid' shown.
   */
  async function check(onValid: (data: DonationPayload) => Promise<void>, withCard = true) {
    await o.beforeCheck()
    try {
      await o.form.handleSubmit(onValid, (errors) => {
        if (withCard) o.card?.current?.incomplete()
        o.onInvalid(Object.keys(errors))
        setDialog('invalid')
      })()
    } catch {
      // The form's checks did not load (useDeferredChecks; stage() catches its own failures):
      // nothing was sent, and the donor is told so rather than left with a silent button.
      setFailReason(undefined)
      setFailWaits(false)
      setDialog('failed')
    }
  }

  /** The form's submit: pressable while invalid (then 'Form Invalid'), ignored while sending. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    // Stripe's fields are checked with ours: each incomplete one says so.
    await check(async (data) => {
      if (o.card?.current?.incomplete()) {
        o.onInvalid(['card'])
        setDialog('invalid')
      } else await stage(data)
    })
  }

  /**
   * The wallet's button: the sheet opens only for a complete form. Otherwise the form is
   * checked as a submit would (the card fields aside: the wallet is the card) and says why.
   */
  function walletClick(): boolean {
    if (sending) return false
    if (o.readyForWallet?.()) return true
    void check(async () => {}, false)
    return false
  }

  /** The wallet made its PaymentMethod: the gift is staged with it (the form checked again). */
  async function walletPaid(paymentMethodId: string) {
    if (sending) return
    await check((data) => stage(data, paymentMethodId), false)
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    if (confirming) return
    // Arabic-Indic digits and a space in the middle read as the code (issue 42).
    const code = typedNumber(otp)
    if (code.length !== DONATION_LIMITS.otpLength) {
      setOtpError(DONATION_MESSAGES.otpInvalid)
      return
    }
    setOtpError(undefined)
    setConfirming(true)
    try {
      const confirm = () =>
        apiFetch('/api/donation/stage-donation/confirm', {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ email: stagedEmail, otp: code }),
        })
      let res = await confirm()
      // Stripe: the bank asks for 3-D Secure. The donor completes it in the page, then the same
      // code confirms again and the server re-reads the intent; success only once it succeeded.
      const action = res.ok ? await authenticationAsked(res) : undefined
      if (action) {
        const done = await (o.card?.current?.handleNextAction(action) ?? { error: undefined })
        if ('error' in done) {
          setOtpError(done.error ?? STRIPE_MESSAGES.authenticationFailed)
          return
        }
        res = await confirm()
        if (res.ok && (await authenticationAsked(res))) {
          setOtpError(STRIPE_MESSAGES.authenticationFailed)
          return
        }
      }
      if (!res.ok) {
        // A server fault without our answer (a proxy's 502, a crash) may come after the charge:
        // never "try again" then (decision 0081).
        const fallback =
          res.status >= 500 ? DONATION_API_MESSAGES.pending : DONATION_ALERTS.otp.failed
        setOtpError((await readApiError(res)).message ?? fallback)
        return
      }
      // Egyptian pounds: the donor pays on Paymob's page, which sends them back (decision 0107).
      if (await goToCheckout(res)) return
      // The success state stays until the donor closes it (decision 0103): the form is cleared
      // then, not under the donor's eyes.
      setDone({ receiptNumber: await receiptNumberOf(res), email: stagedEmail })
      setDialog('success')
    } catch {
      // The connection failed with the confirmation sent: the charge may have happened.
      setOtpError(DONATION_API_MESSAGES.pending)
    } finally {
      setConfirming(false)
    }
  }

  /** The success state closed: back to the start, the page's purpose preselected again (issue 16, item 7). */
  function closeSuccess() {
    o.form.reset(donationDefaults(o.purposeId))
    o.onReset()
    setDialog(null)
    setDone(undefined)
    o.onCompleted?.()
  }

  return {
    dialog,
    close: () => setDialog(null),
    done,
    closeSuccess,
    email: stagedEmail,
    failReason,
    failWaits,
    sending,
    submit,
    wallet: { click: walletClick, paid: walletPaid },
    code: { value: otp, change: setOtp, error: otpError, confirming, verify, resend },
  }
}

interface Done {
  receiptNumber: string | undefined
  email: string
}

/** The client secret when the confirmation answers `requires_action` (a clone is read). */
async function authenticationAsked(res: Response): Promise<string | undefined> {
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { data?: { requires_action?: boolean; client_secret?: string } }
  // Our answers carry their fields under `data` (ok() in src/lib/api/http.ts).
  const data = body.data ?? {}
  return data.requires_action && data.client_secret ? data.client_secret : undefined
}

export type CodeApi = ReturnType<typeof useDonationSubmit>['code']
