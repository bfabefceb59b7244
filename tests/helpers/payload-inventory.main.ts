/**
 * Prints the inventory (payload-inventory.ts) of the site of DATABASE_URL and DATA_DIR as one
 * JSON line. Payload and the config are imports of this entry file, not `import()` calls: see
 * scripts/lib/restore-schema.ts for why.
 */
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { inventory } from './payload-inventory'

const payload = await getPayload({ config })
const result = await inventory(payload)
process.stdout.write(`INVENTORY ${JSON.stringify(result)}\n`)
await payload.destroy()
process.exit(0)
