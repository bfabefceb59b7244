import { describe, expect, it } from 'vitest'
import { exportHeader, exportRows } from './export-columns'

/**
 * The donation exports' headers in the exporter's back-office language (decision 0139); the
 * English headers, which spreadsheets and the tests of decision 0105 read, stay as they were.
 */
const label = (_field: string, value: unknown) => String(value)
const gift = {
  id: 7,
  paidAt: '2026-03-04T22:30:00Z',
  status: 'paid',
  currency: 'EGP',
  total: 50000,
  lines: [{ amount: 50000, designation: 'zakat', purpose: { name: 'Medical Care' } }],
}

describe('the donation exports', () => {
  it('write their headers in Arabic for an Arabic back office, values unchanged', () => {
    const header = exportHeader('donations', 'ar')
    expect(header.slice(0, 3)).toEqual(['رقم الإيصال', 'التاريخ (بتوقيت القاهرة)', 'الحالة'])
    expect(header.every((h) => /\p{Script=Arabic}/u.test(h))).toBe(true)
    expect(exportHeader('recurring-plans', 'ar').every((h) => /\p{Script=Arabic}/u.test(h))).toBe(
      true,
    )
    expect(exportHeader('charges', 'ar').every((h) => /\p{Script=Arabic}/u.test(h))).toBe(true)
    const [row] = exportRows('donations', [gift], label, 'ar')
    expect(row).toMatchObject({
      'رقم الإيصال': 'D-7',
      العملة: 'EGP',
      الإجمالي: '500.00',
      التصنيف: 'زكاة',
      'مبلغ الزكاة': '500.00',
    })
    expect(Object.keys(row!)).toEqual(header)
  })

  it('keep the English headers for everyone else', () => {
    expect(exportHeader('donations').slice(0, 3)).toEqual([
      'Receipt number',
      'Date (Cairo time)',
      'Status',
    ])
    const [row] = exportRows('donations', [gift], label)
    expect(row).toMatchObject({
      'Receipt number': 'D-7',
      Designation: 'Zakat',
      'Zakat amount': '500.00',
    })
  })
})
