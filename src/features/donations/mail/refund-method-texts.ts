import type { Locale } from '@/i18n/locales'
import { cardLabel } from '../gateway/card'

/**
 * Where a refund goes, and when the donor sees it, by the way the gift was paid (decision 0128):
 * a card's refund reaches the card in 5 to 10 days, a mobile wallet's the wallet in a few days.
 * (Cash paid at an outlet is not refunded through the gateway: the refund panel says so.)
 */
export function refundedTo(brand: string, last4: string, locale: Locale): string {
  if (brand === 'wallet') return locale === 'ar' ? 'محفظتك الإلكترونية' : 'your mobile wallet'
  const digits = /^\d{4}$/.test(last4) && brand !== 'paymob'
  // Arabic names the card by its digits only: no Latin brand name inside an Arabic sentence.
  if (locale === 'ar') return digits ? `بطاقتك المنتهية بالأرقام ${last4}` : 'بطاقتك'
  return digits ? `your ${cardLabel(brand, last4, 'en')}` : 'your card'
}

export function refundDelay(brand: string, locale: Locale): string {
  if (brand === 'wallet') {
    return locale === 'ar'
      ? 'يصل المبلغ إلى محفظتك عادةً خلال أيام قليلة.'
      : 'It usually reaches your wallet within a few days.'
  }
  return locale === 'ar'
    ? 'يظهر المبلغ في كشف حسابك خلال 5 إلى 10 أيام بحسب مصرفك.'
    : 'Depending on your bank, it appears on your statement within 5 to 10 days.'
}
