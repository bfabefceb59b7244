import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { DEFAULT_CURRENCY, type Currency } from '@/lib/money/currency'
import type { RepeatType } from '../constants'
import { grossUpCents } from '../fees'
import { consentSentence } from '../mail/consent-texts'
import { portalUrl } from '../mail/mail.server'
import { nextChargeDate } from '../recurring/schedule'
import type { DonationLine } from '../schema'

/**
 * What a repeating line's plan will charge each period: the line, with its own fee on top when
 * the donor covers the fee (decision 0102), so that every period's whole gift arrives as the
 * first one's did. The plan keeps this amount (record.server.ts) and its charges use it.
 */
export const planAmountCents = (lineCents: number, coverFee: boolean) =>
  coverFee ? grossUpCents(lineCents) : lineCents

/**
 * The recurring consent of each repeating line, for the code mail (decision 0103): amount,
 * frequency, first charge (the confirmation, `now`), the next one in the charity's time zone,
 * and how to cancel. Empty when nothing repeats.
 */
export async function consentsOf(
  payload: Payload,
  lines: readonly DonationLine[],
  lineCents: readonly number[],
  coverFee: boolean,
  now: Date,
  locale: Locale,
  /** The gift's currency: each amount is said with it. */
  currency: Currency = DEFAULT_CURRENCY,
): Promise<string[]> {
  const repeating = lines.flatMap((l, i) =>
    l.is_repeat === '1' && l.repeat_type ? [{ line: l, cents: lineCents[i]! }] : [],
  )
  if (!repeating.length) return []
  const { docs } = await payload.find({
    collection: 'purposes',
    where: { id: { in: repeating.map((r) => r.line.donation_purpose_id) } },
    depth: 0,
    limit: repeating.length,
    locale: 'en',
    overrideAccess: true,
  })
  const nameOf = (id: number) => {
    const p = docs.find((d) => d.id === id)
    return p ? (locale === 'ar' && p.nameAr) || p.name : `#${id}`
  }
  return repeating.map(({ line, cents }) => {
    const repeatType = line.repeat_type as RepeatType
    return consentSentence(
      {
        purpose: nameOf(line.donation_purpose_id),
        amountCents: planAmountCents(cents, coverFee),
        repeatType,
        firstChargeAt: now,
        nextChargeAt: nextChargeDate(now, repeatType),
        portalUrl: portalUrl(locale),
        currency,
      },
      locale,
    )
  })
}
