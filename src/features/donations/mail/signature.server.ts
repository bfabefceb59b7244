import 'server-only'
import type { Payload } from 'payload'
import { entityForCurrency } from '@/features/entities/entity.server'
import type { Locale } from '@/i18n/locales'
import type { Currency } from '@/lib/money/currency'
import type { Signature } from './signature-texts'

/**
 * Who signs a gift's mails: the Egyptian NGO, with its own address and phone as staff keep them
 * (Legal entities), signs the mails of gifts in pounds, which were signed with the New York
 * office's address and number; gifts in dollars keep the New York office (the US entity's). A
 * database that cannot say leaves the default signature: the mail still goes.
 */
export async function signatureFor(
  payload: Payload,
  currency: Currency | undefined,
  locale: Locale,
): Promise<Signature | undefined> {
  if (currency !== 'EGP') return undefined
  try {
    const entity = await entityForCurrency(payload, currency, locale)
    const name = entity.name.trim()
    return {
      name,
      addressLines: entity.address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line && line !== name),
      phone: entity.phone ?? null,
    }
  } catch (error) {
    payload.logger.warn(`[mail] the entity of a gift in ${currency} unread: ${error}`)
    return undefined
  }
}
