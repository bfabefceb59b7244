import { describe, expect, it } from 'vitest'
import { buildSchemaMessageTable } from './schema-message-table'
import { localiseMessage } from './schema-messages'
import TABLE from './schema-messages.table.json'

describe('the forms’ message table (schema-messages.table.json)', () => {
  it('is what the catalogues give today (else: npm run generate:schema-messages)', () => {
    expect(TABLE).toEqual(buildSchemaMessageTable())
  })

  it('holds the form messages, not the catalogues (what the browser gets on every page)', () => {
    expect(Object.keys(TABLE.texts).length).toBeGreaterThan(50)
    expect(JSON.stringify(TABLE).length).toBeLessThan(20_000)
  })

  it("gives the Arabic of the gateway's refusals shown in 'Donation Failed'", () => {
    expect(localiseMessage('Your card was declined.', 'ar')).toBe('رُفضت بطاقتك.')
    expect(localiseMessage("Your card's security code is incorrect.", 'ar')).toBe(
      'رمز الأمان للبطاقة غير صحيح.',
    )
    expect(localiseMessage('Your card was declined.', 'en')).toBe('Your card was declined.')
  })

  it('puts a known text in place of an English one the table does not know, on Arabic pages only', () => {
    const declined = 'Your card was declined.'
    expect(localiseMessage('Your card has insufficient funds.', 'ar', declined)).toBe(
      'رُفضت بطاقتك.',
    )
    expect(localiseMessage('Your card has insufficient funds.', 'en', declined)).toBe(
      'Your card has insufficient funds.',
    )
    // Known texts keep their own Arabic; a text already in Arabic (a server's answer) is kept.
    expect(localiseMessage("Your card's security code is incorrect.", 'ar', declined)).toBe(
      'رمز الأمان للبطاقة غير صحيح.',
    )
    expect(localiseMessage('الرمز غير صحيح.', 'ar', declined)).toBe('الرمز غير صحيح.')
  })
})
