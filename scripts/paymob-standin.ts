import { PAYMOB_STANDIN } from '../src/lib/payments/paymob-settings'
import { paymobStandin } from './lib/paymob-standin'

/**
 * The local stand-in of Paymob's API for the demo (decision 0107): `npx tsx scripts/paymob-standin.ts`
 * listens on 127.0.0.1:4242, where the site goes when no Paymob key is set. PAYMOB_STANDIN_PORT
 * moves it (then set PAYMOB_API_URL for the site).
 */
const standin = paymobStandin(PAYMOB_STANDIN)
const port = Number(process.env.PAYMOB_STANDIN_PORT ?? new URL(PAYMOB_STANDIN.apiUrl).port)
const url = await standin.listen(port)
console.log(
  `Paymob stand-in on ${url} (secret ${PAYMOB_STANDIN.secretKey}, HMAC ${PAYMOB_STANDIN.hmacSecret})`,
)
