'use client'

import { use, useMemo } from 'react'
import { PageIntlProvider } from '@/i18n/PageIntlProvider'
import type { Messages } from '@/i18n/messages'
import { DonationForm, type DonationFormProps } from './donation-form/DonationForm'

/**
 * The donation form under a provider that adds its texts, fetched beside this chunk by
 * LazyDonationForm: they are in no page's HTML, the shell's catalogue has only the loading line
 * (decision 0063).
 */
export function DonationFormWithMessages({
  texts,
  ...props
}: DonationFormProps & { texts: Promise<Messages['donation']> }) {
  // Suspends (LazyDonationForm's loading line) until the texts are there.
  const donation = use(texts)
  return (
    <PageIntlProvider messages={useMemo(() => ({ donation }), [donation])}>
      <DonationForm {...props} />
    </PageIntlProvider>
  )
}
