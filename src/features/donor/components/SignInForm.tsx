'use client'

import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/form/fields'
import { OneTimeCodeField } from '@/components/form/one-time-code'
import { schemaResolver } from '@/components/form/resolver'
import { requiredFields } from '@/components/form/required'
import { useFormFields } from '@/components/form/use-form-fields'
import { signInSchema, verifySchema, type SignInPayload, type VerifyPayload } from '../schema'
import { DONOR_TEXTS, type DonorLang } from '../texts'
import { postJson } from '@/lib/forms/post-json'

const EMAIL_REQUIRED = requiredFields(signInSchema, { email: '' })
const CODE_REQUIRED = requiredFields(verifySchema, { email: '', code: '' })

/**
 * Sign-in to /donor in two steps: the e-mail address (a code is mailed), then the code. The
 * answer to the first step is the same for every address; the second sets the session cookie.
 */
export function SignInForm({ lang = 'en' }: { lang?: DonorLang }) {
  // The portal is a dynamic server page: refreshing it shows the new session or plan state.
  const router = useRouter()
  const t = DONOR_TEXTS[lang]
  const [email, setEmail] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const emailForm = useForm<{ email: string }, unknown, SignInPayload>({
    resolver: schemaResolver(signInSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  })
  const codeForm = useForm<{ email: string; code: string }, unknown, VerifyPayload>({
    resolver: schemaResolver(verifySchema),
    defaultValues: { email: '', code: '' },
    mode: 'onTouched',
  })
  const emailFields = useFormFields(emailForm, undefined, EMAIL_REQUIRED)
  const codeFields = useFormFields(codeForm, undefined, CODE_REQUIRED)

  // Each step replaces the other's form, and with it the focused button: focus goes to the new
  // step's field (the code's hint says where the code went), never to the page.
  const { setFocus: focusEmail } = emailForm
  const { setFocus: focusCode } = codeForm
  const stepShown = useRef(email)
  useEffect(() => {
    if (stepShown.current === email) return
    stepShown.current = email
    if (email === null) focusEmail('email')
    else focusCode('code')
  }, [email, focusEmail, focusCode])

  const ask = emailForm.handleSubmit(async (data) => {
    setSending(true)
    setError(null)
    const r = await postJson<{ message: string }>('/api/donor/sign-in', data)
    setSending(false)
    if (!r.ok) return setError(r.failure.fields?.email?.[0] ?? r.failure.message)
    setEmail(data.email)
    codeForm.reset({ email: data.email, code: '' })
    setNotice(r.data.message)
  })

  const verify = codeForm.handleSubmit(async (data) => {
    setSending(true)
    setError(null)
    const r = await postJson<{ email: string }>('/api/donor/sign-in/verify', data)
    setSending(false)
    if (!r.ok) return setError(r.failure.fields?.code?.[0] ?? r.failure.message)
    router.refresh()
  })

  return (
    <div className="donor-sign-in" style={{ maxWidth: '32rem' }}>
      <p>{t.intro}</p>
      {email === null ? (
        <form onSubmit={ask} noValidate>
          <TextField
            label={t.email}
            field={emailFields.field('email')}
            type="email"
            autoComplete="email"
          />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <OneTimeCodeField label={t.code} field={codeFields.field('code')} hint={notice} />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t.verify}
          </button>{' '}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setEmail(null)
              setError(null)
            }}
          >
            {t.sendCode}
          </button>
        </form>
      )}
      {error && (
        <p className="alert" role="alert" style={{ marginTop: '1rem' }}>
          {error}
        </p>
      )}
    </div>
  )
}
