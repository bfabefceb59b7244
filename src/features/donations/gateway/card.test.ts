import { describe, expect, it } from 'vitest'
import { cardLabel, isCardPayment, paidWithShort } from './card'
import { refundDelay, refundedTo } from '../mail/refund-method-texts'

/**
 * How a gift was paid, named everywhere through one place (decision 0128): a wallet or cash at
 * an outlet is never called a card («البطاقة المنتهية بالأرقام 0000», "paymob 0000").
 */
describe('the way a gift was paid, named', () => {
  it('names a card by brand and last four, in both languages', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa ending in 4242')
    expect(cardLabel('visa', '4242', 'ar')).toBe('بطاقة Visa المنتهية بالأرقام 4242')
    expect(paidWithShort('mastercard', '2346')).toBe('Mastercard 2346')
    expect(isCardPayment('visa')).toBe(true)
  })

  it('names a mobile wallet and cash at an outlet, never a card', () => {
    expect(cardLabel('wallet', '—')).toBe('your mobile wallet')
    expect(cardLabel('wallet', '—', 'ar')).toBe('محفظتك الإلكترونية')
    expect(cardLabel('kiosk', '—')).toBe('cash at an Aman or Fawry outlet')
    expect(cardLabel('kiosk', '—', 'ar')).toBe('الدفع نقدًا في منفذ أمان أو فوري')
    expect(paidWithShort('wallet', '—')).toBe('Mobile wallet')
    expect(paidWithShort('kiosk', '—', 'ar')).toBe('نقدًا (أمان / فوري)')
    // A gift recorded before Paymob said how: its page, not a card ending 0000.
    expect(paidWithShort('paymob', '0000')).toBe('Paymob')
    expect(cardLabel('paymob', '0000', 'ar')).not.toContain('0000')
    expect(isCardPayment('wallet')).toBe(false)
  })

  it('sends a wallet’s refund to the wallet, a card’s to the card with its delay', () => {
    expect(refundedTo('wallet', '—', 'en')).toBe('your mobile wallet')
    expect(refundDelay('wallet', 'ar')).not.toContain('مصرفك')
    expect(refundedTo('visa', '4242', 'en')).toBe('your Visa ending in 4242')
    expect(refundDelay('visa', 'en')).toContain('5 to 10 days')
  })
})
