import type { Currency } from '@/lib/money/currency'
import { REFUND_FORM_MESSAGES } from './refund-schema'
import type { StaffLang } from './staff-money'

/**
 * What POST /api/donor/staff/refund answers, in the staff member's back-office language
 * (decision 0119); the English is what it always said. A gateway's own reason (Stripe's or
 * Paymob's sentence) stays as the gateway wrote it.
 */
const en = {
  notFound: 'The donation was not found.',
  amount: (leftCents: number, currency: Currency) =>
    REFUND_FORM_MESSAGES.en.amount(leftCents, currency),
  /** The gateway refused or failed: nothing is recorded; the same form may try again. */
  gateway: (reason: string) =>
    `The payment gateway did not refund it: ${reason} Nothing was recorded; you can try again.`,
  changed: 'The donation changed while refunding it. Reload it and check the refunded amount.',
  busy: 'Another refund of this donation is in progress. Reload it in a moment and check the refunded amount.',
  refundedInFull: 'The donation was refunded in full.',
  refundMade: 'The refund was made.',
  /** Cash paid at an Aman or Fawry outlet (decision 0128): Paymob cannot give it back. */
  kiosk:
    'This gift was paid in cash at an Aman or Fawry outlet, which Paymob cannot refund. Give the money back to the donor another way (a bank transfer or in cash); nothing was recorded here.',
}
export type RefundTexts = typeof en

const ar: RefundTexts = {
  notFound: 'لم يُعثر على التبرع.',
  amount: (leftCents, currency) => REFUND_FORM_MESSAGES.ar.amount(leftCents, currency),
  gateway: (reason) =>
    `لم تُجرِ بوابة الدفع الاسترداد: ${reason} لم يُسجَّل شيء؛ يمكنك المحاولة مرة أخرى.`,
  changed: 'تغيّر التبرع أثناء الاسترداد. أعد تحميله وتحقّق من المبلغ المسترد.',
  busy: 'يجري استرداد آخر لهذا التبرع. أعد تحميله بعد لحظات وتحقّق من المبلغ المسترد.',
  refundedInFull: 'استُرد التبرع كاملًا.',
  refundMade: 'تم الاسترداد.',
  kiosk:
    'دُفع هذا التبرع نقدًا في منفذ أمان أو فوري، ولا يمكن استرداده عبر باي موب. رُدّ المبلغ إلى المتبرع بطريقة أخرى (تحويل مصرفي أو نقدًا)؛ لم يُسجَّل شيء هنا.',
}

export const REFUND_MESSAGES: Record<StaffLang, RefundTexts> = { en, ar }
