import type { Locale } from '@/i18n/locales'
import { BRAND_LABELS, type CardBrand, type CardInput, type PaymentMethodInput } from './types'

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The card network from the number's prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

/** True when the card's last valid day (end of its expiry month) is before `now`. */
export function isExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() + 1
  return expYear < y || (expYear === y && expMonth < m)
}

/** '•••• 4242' style: never more than the last four digits. */
export const lastFour = (digits: string) => digits.slice(-4)

/**
 * The ways to pay on Paymob's checkout that are not a card (decision 0128), kept in the
 * donation's card columns (`card_brand`, with no digits): a mobile wallet, cash at an outlet, or
 * `paymob` when the method is not known yet (a gift recorded before Paymob said).
 */
const METHODS: Record<string, Record<Locale, { long: string; short: string }>> = {
  wallet: {
    en: { long: 'your mobile wallet', short: 'Mobile wallet' },
    ar: { long: 'محفظتك الإلكترونية', short: 'محفظة إلكترونية' },
  },
  kiosk: {
    en: { long: 'cash at an Aman or Fawry outlet', short: 'Cash (Aman / Fawry)' },
    ar: { long: 'الدفع نقدًا في منفذ أمان أو فوري', short: 'نقدًا (أمان / فوري)' },
  },
  paymob: {
    en: { long: 'Paymob’s payment page', short: 'Paymob' },
    ar: { long: 'صفحة الدفع في باي موب', short: 'باي موب' },
  },
}

/**
 * How a gift was paid, in a sentence: 'Visa ending in 4242' (or its Arabic), 'your mobile
 * wallet', 'cash at an Aman or Fawry outlet'. Every mail, page and panel names the method
 * through here, so a wallet or kiosk gift is never called a card.
 */
export const cardLabel = (brand: string, last4: string, locale: Locale = 'en') => {
  const method = METHODS[brand]?.[locale]
  if (method) return method.long
  const name = BRAND_LABELS[brand as CardBrand]
  if (locale === 'en') return `${name ?? 'Card'} ending in ${last4}`
  return `${!name || brand === 'unknown' ? 'البطاقة' : `بطاقة ${name}`} المنتهية بالأرقام ${last4}`
}

/** The same in a table cell or a PDF line: 'Visa 4242', 'Mobile wallet', 'Cash (Aman / Fawry)'. */
export const paidWithShort = (brand: string, last4: string, locale: Locale = 'en') =>
  METHODS[brand]?.[locale].short ?? `${BRAND_LABELS[brand as CardBrand] ?? brand} ${last4}`.trim()

/** True for a gift paid with a card (a refund goes back to it); false for a wallet or cash. */
export const isCardPayment = (brand: string) => !(brand in METHODS)

/** A payload's card as the gateway takes it: Stripe's PaymentMethod id, or the sandbox's fields. */
export function cardInputOf(
  data:
    | { cc_name: string; payment_method_id: string }
    | {
        cc_name: string
        cc_number: string
        cc_exp_month: string
        cc_exp_year: string
        cc_cvc: string
      },
): CardInput | PaymentMethodInput {
  return 'payment_method_id' in data
    ? { paymentMethodId: data.payment_method_id, name: data.cc_name }
    : {
        number: data.cc_number,
        expMonth: Number(data.cc_exp_month),
        expYear: Number(data.cc_exp_year),
        cvc: data.cc_cvc,
        name: data.cc_name,
      }
}
