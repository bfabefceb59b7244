import { afterAll, beforeAll } from 'vitest'
import { paymobStandin, type StandinOptions } from '../../../scripts/lib/paymob-standin'
import { PAYMOB_STANDIN } from '@/lib/payments/paymob-settings'
import { freePort } from '../../helpers/free-port'

/**
 * The local stand-in of Paymob's API for one test file (decision 0107): listening on a free
 * port before the world starts (the site reads PAYMOB_API_URL), a short timeout so a lost
 * answer is found quickly, closed after the file. `deliver` takes each callback the stand-in
 * sends, straight to the handler the route would call.
 */
export function startPaymobStandin(deliver: NonNullable<StandinOptions['deliver']>) {
  const standin = paymobStandin({ ...PAYMOB_STANDIN, deliver })
  beforeAll(async () => {
    process.env.PAYMOB_API_URL = await standin.listen(await freePort())
    process.env.PAYMOB_TIMEOUT_MS = '500'
  })
  afterAll(() => standin.close())
  return standin
}
