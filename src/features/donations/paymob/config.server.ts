import 'server-only'
import { env, siteUrl, type Env } from '@/lib/env'
import { PAYMOB_STANDIN } from '@/lib/payments/paymob-settings'
import { PaymobApi, type PaymobConfig, type PaymobMethod } from './api'

/**
 * Paymob takes pounds here: live (its keys set), or the whole site in test mode
 * (PAYMENT_GATEWAY=sandbox) with the local stand-in. Otherwise its routes answer 404 and no
 * callback is believed: the stand-in's HMAC secret is public (it is in this repository).
 */
export const paymobEnabled = (e: Env = env()) =>
  Boolean(e.PAYMOB_SECRET_KEY) || e.PAYMENT_GATEWAY === 'sandbox'

/** Real mode when the keys are set (the env check refuses half of them), the stand-in otherwise. */
export function paymobConfig(e: Env = env()): PaymobConfig {
  const live = Boolean(e.PAYMOB_SECRET_KEY)
  // No secret at all on a site where Paymob is off: hmacMatches() refuses every signature.
  const standinSecret = paymobEnabled(e) ? PAYMOB_STANDIN.hmacSecret : ''
  const id = (v: string | undefined) => (v ? Number(v) : undefined)
  const integrations: Partial<Record<PaymobMethod, number>> = live
    ? {
        card: id(e.PAYMOB_INTEGRATION_CARD),
        wallet: id(e.PAYMOB_INTEGRATION_WALLET),
        kiosk: id(e.PAYMOB_INTEGRATION_KIOSK),
      }
    : { ...PAYMOB_STANDIN.integrations }
  return {
    mode: live ? 'live' : 'standin',
    apiUrl: e.PAYMOB_API_URL ?? (live ? 'https://accept.paymob.com' : PAYMOB_STANDIN.apiUrl),
    secretKey: e.PAYMOB_SECRET_KEY ?? PAYMOB_STANDIN.secretKey,
    publicKey: e.PAYMOB_PUBLIC_KEY ?? PAYMOB_STANDIN.publicKey,
    hmacSecret: live ? (e.PAYMOB_HMAC_SECRET ?? '') : standinSecret,
    integrations,
    motoIntegration: live ? id(e.PAYMOB_INTEGRATION_MOTO) : PAYMOB_STANDIN.motoIntegration,
    timeoutMs: e.PAYMOB_TIMEOUT_MS,
    kioskHours: e.PAYMOB_KIOSK_HOURS,
  }
}

export const paymobApi = () => new PaymobApi(paymobConfig())

/** The methods this account takes: those with an integration id. */
export const paymobMethods = (c: PaymobConfig = paymobConfig()) =>
  (['card', 'wallet', 'kiosk'] as const).filter((m) => c.integrations[m])

/** Where Paymob sends the processed callback (POST) and the donor back (GET). */
export const PAYMOB_CALLBACK_PATH = '/api/donation/paymob-callback'
export const PAYMOB_RETURN_PATH = '/api/donation/paymob-return'
export const paymobUrls = () => ({
  notificationUrl: `${siteUrl()}${PAYMOB_CALLBACK_PATH}`,
  redirectionUrl: `${siteUrl()}${PAYMOB_RETURN_PATH}`,
})

export const GATEWAY = 'paymob'
export const LOG = '[paymob]'
