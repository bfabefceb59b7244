import { describe, expect, it } from 'vitest'
import { pledgeReminderMail } from './pledge-mail-texts'

const facts = {
  donorName: 'Amira Fawzy',
  amountCents: 25_000,
  purpose: 'Medical Care',
  designation: 'zakat' as const,
  repeatType: 'monthly' as const,
  dueAt: new Date('2026-12-29T09:00:00Z'),
  payUrl: 'https://x.org/api/donation/pledge-payment?plan=7&period=2&token=t&lang=en',
  cancelUrl: 'https://x.org/donations/cancel?plan=7&token=c',
  portalUrl: 'https://x.org/donor',
}
/** Intl writes money with no-break spaces and direction marks: compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200f\u061c]/g, '')
const text = (m: { paragraphs: (string | string[])[] }) => plain(m.paragraphs.flat().join('\n'))

describe("a pledge period's reminder", () => {
  it('says the amount in pounds, the purpose, the designation, the date and the fresh link (English)', () => {
    const en = pledgeReminderMail('en', facts)
    expect(plain(en.subject)).toBe('Your monthly pledge to the New Egypt Foundation: EGP 250.00')
    expect(text(en)).toContain(
      'Today (29 December 2026) your monthly pledge is due: EGP 250.00 for Medical Care (Zakat).',
    )
    expect(text(en)).toContain(`through this link: ${facts.payUrl}`)
    expect(text(en)).toContain(facts.cancelUrl)
    expect(text(en)).not.toMatch(/try again/i)
    expect(text(pledgeReminderMail('en', { ...facts, designation: 'general' }))).toContain(
      '(General donation)',
    )
  })

  it('is written in Arabic for an Arabic donor, with the amount in ج.م', () => {
    const ar = pledgeReminderMail('ar', {
      ...facts,
      purpose: 'الرعاية الطبية',
      designation: 'sadaqah',
    })
    expect(plain(ar.subject)).toMatch(/^تذكير بتبرعك الشهري لمؤسسة مصر الجديدة: .*ج\.م/)
    expect(text(ar)).toContain('لصالح «الرعاية الطبية» (صدقة)')
    expect(text(ar)).toContain('٢٥٠٫٠٠ ج.م لصالح')
    expect(text(ar)).toContain(facts.payUrl)
    expect(text(ar)).toContain('مؤسسة مصر الجديدة')
  })
})
