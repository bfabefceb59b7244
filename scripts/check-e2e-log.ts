/**
 * After the end-to-end run (`npm test`'s last step): searches the e2e server's whole output
 * for the secrets the run typed or was sent (tests/helpers/e2e-secrets.ts, and the codes and
 * link tokens of the mails caught), and fails naming what was found on which line. The
 * values themselves are not printed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { E2E } from '../tests/helpers/e2e-env'
import { E2E_SECRETS } from '../tests/helpers/e2e-secrets'
import { findSecrets, secretsOfMails } from './lib/log-secrets'

if (!existsSync(E2E.serverLog)) {
  console.error(`No server log at ${E2E.serverLog}: was the e2e server started by this run?`)
  process.exit(1)
}
const log = readFileSync(E2E.serverLog, 'utf8')
const requests = (log.match(/"reqId":/g) ?? []).length
const mails = existsSync(E2E.mailLog)
  ? readFileSync(E2E.mailLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { text: string })
  : []
const fromMails = secretsOfMails(mails)
const found = findSecrets(log, [...E2E_SECRETS, ...fromMails])

console.log(
  `Server log: ${log.split('\n').length} lines, ${requests} request lines; searched for ${E2E_SECRETS.length} test values and ${fromMails.length} codes and tokens from ${mails.length} mails.`,
)
if (requests === 0) {
  console.error('The log has no request line: the search would prove nothing.')
  process.exit(1)
}
if (found.length > 0) {
  for (const f of found) console.error(`  ${f.what} on line ${f.line} of ${E2E.serverLog}`)
  console.error(`${found.length} secret(s) found in the server log.`)
  process.exit(1)
}
console.log('No secret found in the server log.')
