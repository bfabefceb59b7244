/**
 * Creates a donation purpose named by the first argument on the site of DATABASE_URL and
 * DATA_DIR: a record of the test's own, which no seed would make (restore-start.test.ts).
 */
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../../scripts/lib/load-config'

const config = await loadPayloadConfig()
const payload = await getPayload({ config })
await payload.create({
  collection: 'purposes',
  data: { name: process.argv[2]!, kinds: ['donation'] },
  overrideAccess: true,
})
await payload.destroy()
process.exit(0)
