import type { Env } from '../../src/lib/env'
import { PAYMOB_STANDIN } from '../../src/lib/payments/paymob-settings'
import { paymobStandin } from './paymob-standin'

/**
 * The launcher's Paymob stand-in (decision 0107): while the site is in test mode
 * (PAYMENT_GATEWAY=sandbox) and no Paymob key is set, gifts in pounds go to the local stand-in
 * of Paymob's API and checkout page, so `npm start` takes them with nothing but Node, as the
 * sandbox takes dollars. It listens where the site looks for Paymob (PAYMOB_API_URL, else
 * 127.0.0.1:4242). One already answering there (started by hand, or by another launcher) is used
 * as it is. A live site (Stripe, or Paymob's keys) never starts it.
 */
export async function startPaymobStandin(e: Env): Promise<(() => Promise<void>) | undefined> {
  if (e.PAYMOB_SECRET_KEY || e.PAYMENT_GATEWAY !== 'sandbox') return undefined
  const url = new URL(e.PAYMOB_API_URL ?? PAYMOB_STANDIN.apiUrl)
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) return undefined
  const standin = paymobStandin(PAYMOB_STANDIN)
  try {
    await standin.listen(Number(url.port), '127.0.0.1')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    console.log(`A Paymob stand-in already answers on ${url.origin}: gifts in pounds go there.`)
    return undefined
  }
  console.log(`Paymob stand-in on ${url.origin} (test mode: gifts in pounds move no money).`)
  return () => standin.close()
}
