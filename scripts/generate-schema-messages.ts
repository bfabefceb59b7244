/**
 * Writes src/i18n/schema-messages.table.json from the catalogues (src/i18n/schema-message-table.ts):
 * the forms' English messages with their Arabic twins, without shipping both catalogues to the
 * browser. Run after changing a form message in either catalogue; schema-messages.test.ts fails
 * until then.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchemaMessageTable } from '../src/i18n/schema-message-table'

const file = path.resolve(import.meta.dirname, '../src/i18n/schema-messages.table.json')
writeFileSync(file, `${JSON.stringify(buildSchemaMessageTable(), null, 2)}\n`)
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
