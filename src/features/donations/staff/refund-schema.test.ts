import { describe, expect, it } from 'vitest'
import { refundSchema } from './refund-schema'

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message

/** The refund's amount in the gift's own currency (decision 0113), in the admin's language. */
describe('refundSchema', () => {
  const body = { donationId: 7, requestId: 'req-00001' }

  it('bounds a dollar gift in dollars, as before', () => {
    expect(first(refundSchema(2500).safeParse({ ...body, amount: '25.01' }))).toBe(
      'Enter an amount from $0.01 to $25.00 (what is left to refund).',
    )
    expect(first(refundSchema(2500).safeParse({ ...body, amount: '2.555' }))).toBe(
      'Enter an amount in dollars and cents, such as 25 or 25.50.',
    )
    expect(refundSchema(2500).parse({ ...body, amount: '25' }).amount).toBe(2500)
  })

  it('bounds a pound gift in pounds and piastres, never in dollars', () => {
    const egp = refundSchema(12550, 'EGP')
    expect(egp.parse({ ...body, amount: '125.50' }).amount).toBe(12550)
    expect(first(egp.safeParse({ ...body, amount: '125.51' }))).toBe(
      'Enter an amount from EGP\u00a00.01 to EGP\u00a0125.50 (what is left to refund).',
    )
    expect(first(egp.safeParse({ ...body, amount: 'abc' }))).toBe(
      'Enter an amount in pounds and piastres, such as 25 or 25.50.',
    )
  })

  it('speaks Arabic to an Arabic back office, pounds written ج.م', () => {
    const ar = refundSchema(12550, 'EGP', 'ar')
    expect(first(ar.safeParse({ ...body, amount: '200' }))).toBe(
      'أدخل مبلغًا من ٠٫٠١\u00a0ج.م إلى ١٢٥٫٥٠\u00a0ج.م (المتبقي للاسترداد).',
    )
    expect(first(ar.safeParse({ ...body, amount: '-1' }))).toBe(
      'أدخل المبلغ بالجنيه والقرش، مثل 25 أو 25.50.',
    )
    expect(
      first(refundSchema(100, 'USD', 'ar').safeParse({ ...body, amount: '1', requestId: 'x' })),
    ).toBe('نموذج الاسترداد لم يعد محدَّثًا. أعد تحميل الصفحة.')
  })

  it('reads an amount typed on an Arabic keyboard (Arabic-Indic digits, ٫ for the point)', () => {
    const egp = refundSchema(50000, 'EGP', 'ar')
    expect(egp.parse({ ...body, amount: '٣٠٠' }).amount).toBe(30000)
    expect(egp.parse({ ...body, amount: '٣٠٠٫٥٠' }).amount).toBe(30050)
    expect(refundSchema(2500).parse({ ...body, amount: '۲۵' }).amount).toBe(2500)
    expect(first(egp.safeParse({ ...body, amount: '٦٠٠' }))).toBe(
      'أدخل مبلغًا من ٠٫٠١\u00a0ج.م إلى ٥٠٠٫٠٠\u00a0ج.م (المتبقي للاسترداد).',
    )
  })
})
