import { formatMinorUnits } from '@/i18n/format-number'
import { DEFAULT_CURRENCY, isCurrency } from '@/lib/money/currency'

/** Where Payload finds the cell (admin.components.Cell of every money field of the donation records). */
export const MONEY_CELL = '/components/admin/MoneyCell#MoneyCell'

/**
 * A stored amount (integer minor units) as a list cell writes it: in major units and in the
 * row's own currency, in the admin's language ('EGP 500.00' beside '$25.00'; '٥٠٠٫٠٠ ج.م' in
 * Arabic), so pounds and dollars are never read as one column of bare numbers.
 */
export function cellMoney(cents: unknown, currency: unknown, language: string): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  const lang = language === 'ar' ? 'ar' : 'en'
  return formatMinorUnits(cents, lang, isCurrency(currency) ? currency : DEFAULT_CURRENCY)
}
