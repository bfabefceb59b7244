'use client'

import { usePageLocale } from '@/i18n/locale-context'
import { localiseMessage } from '@/i18n/schema-messages'

/**
 * A form or API message in the page's language. The schemas and the API speak the spec's
 * English (decision 0038); on an Arabic page the catalogue's Arabic twin is shown, or, for an
 * English text the catalogue does not know (a payment service's own sentence), `otherwise`.
 */
export function LocalisedMessage({ text, otherwise }: { text: string; otherwise?: string }) {
  return <>{localiseMessage(text, usePageLocale(), otherwise)}</>
}
