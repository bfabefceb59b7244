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
})
