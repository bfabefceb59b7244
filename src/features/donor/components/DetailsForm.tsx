'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField, TextareaField, TextField } from '@/components/form/fields'
import { schemaResolver } from '@/components/form/resolver'
import { useFormFields } from '@/components/form/use-form-fields'
import type { DonorDetails } from '../details.server'
import { detailsSchema, type DetailsPayload } from '../schema'
import { DONOR_TEXTS, type DonorLang } from '../texts'
import { postJson } from '@/lib/forms/post-json'

type Values = { name: string; phone: string; address: string; newsletter: boolean }

/** The donor's name, phone and address for future receipts, and the newsletter choice. */
export function DetailsForm({ details, lang = 'en' }: { details: DonorDetails; lang?: DonorLang }) {
  const t = DONOR_TEXTS[lang]
  const [message, setMessage] = useState<{ text: string; good: boolean } | null>(null)
  const [sending, setSending] = useState(false)
  const form = useForm<Values, unknown, DetailsPayload>({
    resolver: schemaResolver(detailsSchema),
    defaultValues: {
      name: details.name,
      phone: details.phone,
      address: details.address,
      newsletter: details.newsletter !== 'no',
    },
    mode: 'onTouched',
  })
  const { field } = useFormFields(form)

  const save = form.handleSubmit(async (data) => {
    setSending(true)
    const r = await postJson<{ message: string }>('/api/donor/details', data)
    setSending(false)
    setMessage(
      r.ok ? { text: r.data.message, good: true } : { text: r.failure.message, good: false },
    )
  })

  return (
    <form onSubmit={save} noValidate style={{ maxWidth: '32rem' }}>
      <TextField label={t.name} field={field('name')} autoComplete="name" />
      <TextField label={t.phone} field={field('phone')} autoComplete="tel" inputMode="tel" />
      <TextareaField label={t.address} field={field('address')} rows={3} />
      <CheckboxField label={t.newsletter} field={field('newsletter')} />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {t.saveDetails}
      </button>
      {message && (
        <p className={message.good ? 'alert alert-success' : 'alert'} role="status">
          {message.text}
        </p>
      )}
    </form>
  )
}
