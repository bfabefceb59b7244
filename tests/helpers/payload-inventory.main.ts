/**
 * Prints the inventory (payload-inventory.ts) of the site of DATABASE_URL and DATA_DIR as one
 * JSON line. The config is loaded through loadPayloadConfig (see there why).
 */
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../../scripts/lib/load-config'
import { inventory } from './payload-inventory'

const config = await loadPayloadConfig()
const payload = await getPayload({ config })
const result = await inventory(payload)
process.stdout.write(`INVENTORY ${JSON.stringify(result)}\n`)
await payload.destroy()
process.exit(0)
