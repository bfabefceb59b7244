import { z } from 'zod/mini'
import type { Currency } from '@/lib/money/currency'
import { recordId } from '@/lib/validation/fields'
import { typedQuantity } from '@/lib/validation/typed-digits'
import { staffMoney, type StaffLang } from './staff-money'

/**
 * A treasurer's refund (issue 20 item 6, issue 19 item 6): one schema for the back office's
 * refund form and for POST /api/donor/staff/refund (decision 0022). The amount is in the gift's
 * own currency (dollars and cents, or pounds and piastres; decision 0113), from one minor unit to
 * what is left to refund; the form knows what is left from the donation it shows, the endpoint
 * from the row it reads (refundDonation parses the amount again with it). The messages are in
 * the staff member's language (decision 0119).
 */
const ENGLISH = {
  idInvalid: 'Unknown donation',
  requestInvalid: 'The refund form is out of date. Reload the page.',
  amount: (leftCents: number, currency: Currency = 'USD') =>
    `Enter an amount from ${staffMoney(1, currency)} to ${staffMoney(leftCents, currency)} (what is left to refund).`,
  amountFormat: (currency: Currency = 'USD'): string =>
    currency === 'EGP'
      ? 'Enter an amount in pounds and piastres, such as 25 or 25.50.'
      : 'Enter an amount in dollars and cents, such as 25 or 25.50.',
}
export type RefundFormMessages = typeof ENGLISH

const ARABIC: RefundFormMessages = {
  idInvalid: 'تبرع غير معروف',
  requestInvalid: 'نموذج الاسترداد لم يعد محدَّثًا. أعد تحميل الصفحة.',
  amount: (leftCents, currency = 'USD') =>
    `أدخل مبلغًا من ${staffMoney(1, currency, 'ar')} إلى ${staffMoney(leftCents, currency, 'ar')} (المتبقي للاسترداد).`,
  amountFormat: (currency = 'USD') =>
    currency === 'EGP'
      ? 'أدخل المبلغ بالجنيه والقرش، مثل 25 أو 25.50.'
      : 'أدخل المبلغ بالدولار والسنت، مثل 25 أو 25.50.',
}

export const REFUND_FORM_MESSAGES: Record<StaffLang, RefundFormMessages> = {
  en: ENGLISH,
  ar: ARABIC,
}

/** The amount as minor units; refused unless it is a positive amount of whole minor units. */
const minorUnits = (format: string) =>
  z.pipe(
    z.pipe(
      z.union(
        [
          z
            .number({ error: format })
            .check(
              z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: format }),
            ),
          z.string({ error: format }).check(
            z.trim(),
            // «٣٠٠» from an Arabic keyboard reads as 300 (the project's one digit reader).
            z.overwrite(typedQuantity),
            z.regex(/^\d+(\.\d{1,2})?$/, { error: format }),
          ),
        ],
        { error: format },
      ),
      z.transform((v: number | string) => Math.round(Number(v) * 100)),
    ),
    z.int({ error: format }).check(z.gte(1, { error: format })),
  )

/** The amount alone, in `currency`, bounded by what is left to refund. */
export const refundAmountSchema = (
  leftCents: number,
  currency: Currency = 'USD',
  lang: StaffLang = 'en',
) => {
  const M = REFUND_FORM_MESSAGES[lang]
  return minorUnits(M.amountFormat(currency)).check(
    z.refine((c) => c <= leftCents, { error: M.amount(leftCents, currency) }),
  )
}

/**
 * The whole payload. `requestId` is made when the form opens and kept until a refund succeeds,
 * so a double click or a retry of the same form refunds once (the gateway's idempotency key).
 */
export const refundSchema = (
  leftCents = Number.MAX_SAFE_INTEGER,
  currency: Currency = 'USD',
  lang: StaffLang = 'en',
) => {
  const M = REFUND_FORM_MESSAGES[lang]
  return z.object({
    donationId: recordId(M.idInvalid),
    amount: refundAmountSchema(leftCents, currency, lang),
    requestId: z
      .string({ error: M.requestInvalid })
      .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: M.requestInvalid })),
  })
}
export type RefundPayload = z.output<ReturnType<typeof refundSchema>>
