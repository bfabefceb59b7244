import { describe, expect, it } from 'vitest'
import { buildSchemaMessageTable } from './schema-message-table'
import TABLE from './schema-messages.table.json'

describe('the forms’ message table (schema-messages.table.json)', () => {
  it('is what the catalogues give today (else: npm run generate:schema-messages)', () => {
    expect(TABLE).toEqual(buildSchemaMessageTable())
  })

  it('holds the form messages, not the catalogues (what the browser gets on every page)', () => {
    expect(Object.keys(TABLE.texts).length).toBeGreaterThan(50)
    expect(JSON.stringify(TABLE).length).toBeLessThan(20_000)
  })
})
