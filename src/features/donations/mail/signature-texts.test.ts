import { describe, expect, it } from 'vitest'
import { mailHtml, mailText } from '@/lib/mail/layout'
import { organisationLines } from './signature-texts'

const egypt = {
  name: 'مؤسسة مصر الجديدة (مصر)',
  addressLines: ['12 شارع قصر النيل', 'القاهرة، مصر'],
  phone: '+20 2 2345 6789',
}

describe('the signature under a gift mail', () => {
  it("signs a gift in pounds with the Egyptian NGO's address and phone, not New York's", () => {
    const lines = organisationLines('ar', egypt)
    expect(lines).toEqual([
      'مؤسسة مصر الجديدة (مصر)',
      '12 شارع قصر النيل',
      'القاهرة، مصر',
      '\u2066contact@newegypt.example\u2069',
      '\u2066+20 2 2345 6789\u2069',
    ])
    expect(organisationLines('ar', { ...egypt, phone: null })).toHaveLength(4)
  })

  it('keeps phone numbers left to right in Arabic: isolates in the text, <bdi> in the HTML', () => {
    const lines = organisationLines('ar')
    expect(mailText([lines])).toContain('\u2066+1 (212) 555-0147\u2069')
    expect(mailHtml('ar', [lines])).toContain('<bdi dir="ltr">+1 (212) 555-0147</bdi>')
    // English text reads left to right already: unchanged.
    expect(organisationLines('en')).toContain('+1 (212) 555-0147')
  })
})
