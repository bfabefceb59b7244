/**
 * After the end-to-end run (`npm test`'s last step): searches the e2e server's whole output
 * for the secrets the run typed or was sent (tests/helpers/e2e-secrets.ts, and the codes and
 * link tokens of the mails caught), and fails naming what was found on which line. The
 * values themselves are not printed. It also fails on any answer of 5xx the e2e servers
 * logged (the main one and the Stripe-mode one): no test expects a server error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E } from '../tests/helpers/e2e-env'
import { E2E_SECRETS } from '../tests/helpers/e2e-secrets'
import { answersOf } from './lib/log-answers'
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
// `npm test` migrates, seeds and builds before the server starts, into a log of its own
// (decision 0116): searched as the server's.
const logs = [E2E.prepareLog, E2E.serverLog].filter((file) => existsSync(file))
const found = logs.flatMap((file) =>
  findSecrets(readFileSync(file, 'utf8'), [...E2E_SECRETS, ...fromMails]).map((f) => ({
    ...f,
    file,
  })),
)

console.log(
  `Server log: ${log.split('\n').length} lines, ${requests} request lines; searched for ${E2E_SECRETS.length} test values and ${fromMails.length} codes and tokens from ${mails.length} mails.`,
)
if (requests === 0) {
  console.error('The log has no request line: the search would prove nothing.')
  process.exit(1)
}
if (found.length > 0) {
  for (const f of found) console.error(`  ${f.what} on line ${f.line} of ${f.file}`)
  console.error(`${found.length} secret(s) found in the server log.`)
  process.exit(1)
}
console.log('No secret found in the server log.')

const logDir = path.dirname(E2E.serverLog)
const stripeLogs = readdirSync(logDir)
  .filter((name) => /^e2e-stripe-server-\d+\.log$/.test(name))
  .map((name) => path.join(logDir, name))
let serverErrors = 0
for (const file of [E2E.serverLog, ...stripeLogs]) {
  const { answers, serverErrors: errors } = answersOf(readFileSync(file, 'utf8'))
  console.log(`${file}: ${answers} answers, ${errors.length} of them 5xx.`)
  for (const e of errors) console.error(`  ${e.status} ${e.method} ${e.path} (line ${e.line})`)
  serverErrors += errors.length
}
if (serverErrors > 0) {
  console.error(`${serverErrors} server error(s) answered during the end-to-end run.`)
  process.exit(1)
}
