import { formatMinorUnits } from '@/i18n/format-number'
import type { Currency } from '@/lib/money/currency'
import { formatUsd } from '../fees'

/** The language of a staff member's back office (Payload's `i18n.language`; decision 0114). */
export type StaffLang = 'en' | 'ar'

export const staffLang = (language: string | undefined | null): StaffLang =>
  language === 'ar' ? 'ar' : 'en'

/**
 * An amount in its own currency, as the back office writes it (decision 0113): '$25.00' and
 * 'EGP 25.00' in English; in Arabic as Arabic pages write money (decisions 0091, 0110):
 * '٢٥٫٠٠ دولار أمريكي', '٢٥٫٠٠ ج.م'. Never a sum of two currencies: one amount, one currency.
 */
export const staffMoney = (cents: number, currency: Currency = 'USD', lang: StaffLang = 'en') =>
  lang === 'en' && currency === 'USD' ? formatUsd(cents) : formatMinorUnits(cents, lang, currency)
