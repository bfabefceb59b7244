import { describe, expect, it } from 'vitest'
import { planAuthenticationMail, planNewCardMail } from './plan-mail-texts'

const ask = {
  donorName: 'Amira Fawzy',
  plan: {
    purpose: 'Medical Care',
    amountCents: 2550,
    repeatType: 'monthly' as const,
    currency: 'USD' as const,
  },
  brand: 'visa',
  last4: '3184',
  cancelUrl: 'https://x.org/donations/cancel?plan=7&token=t',
}
const text = (m: { paragraphs: (string | string[])[] }) => m.paragraphs.flat().join('\n')

describe('the mails that ask a donor to act on a paused plan', () => {
  it('the authentication mail links the page, says nothing was charged, in English and Arabic', () => {
    const url = 'https://x.org/donor/authenticate?plan=7&expires=1&token=t'
    const en = planAuthenticationMail('en', { ...ask, authenticateUrl: url })
    expect(en.subject).toBe('Please confirm your recurring donation to the New Egypt Foundation')
    expect(text(en)).toContain(
      `Confirm the payment with your bank on this page (the link works for 14 days): ${url}`,
    )
    expect(text(en)).toContain('Nothing was charged, and your recurring donation is paused.')
    const ar = planAuthenticationMail('ar', {
      ...ask,
      authenticateUrl: url.replace('/donor', '/ar/donor'),
    })
    expect(ar.subject).toBe('يرجى تأكيد تبرعك الدوري لمؤسسة مصر الجديدة')
    expect(text(ar)).toContain('https://x.org/ar/donor/authenticate?plan=7')
    expect(text(ar)).toContain('بطاقة Visa المنتهية بالأرقام 3184')
    expect(text(ar)).toContain('لم يُخصم أي مبلغ')
    for (const m of [en, ar]) expect(text(m)).toContain(ask.cancelUrl)
  })

  it('the new-card mail after the sandbox sends the donor to Replace card on the donor page', () => {
    const en = planNewCardMail('en', { ...ask, portalUrl: 'https://x.org/donor' })
    expect(text(en)).toContain(
      'the Visa ending in 3184 saved for your recurring donation ($25.50 monthly for Medical Care) can no longer be charged.',
    )
    expect(text(en)).toContain(
      '"Replace card" on this donation and enter your card, then "Resume": https://x.org/donor',
    )
    const ar = planNewCardMail('ar', { ...ask, portalUrl: 'https://x.org/ar/donor' })
    expect(ar.subject).toBe('تبرعك الدوري لمؤسسة مصر الجديدة يحتاج إلى بطاقتك من جديد')
    expect(text(ar)).toContain(
      '«استبدال البطاقة» لهذا التبرع وأدخل بطاقتك، ثم «استئناف»: https://x.org/ar/donor',
    )
    // Nothing was charged when either is sent: neither asks to "try again".
    for (const m of [en, ar]) expect(text(m)).not.toMatch(/try again|حاول/i)
  })
})
