import { z } from 'zod'

/**
 * Paymob's settings (issue: Egyptian pounds through Paymob; decision 0107). Real mode needs the
 * three keys and at least one integration id; with none of them set the site talks to the local
 * stand-in of Paymob's API (scripts/paymob-standin.ts) with its fixed test keys, so the default
 * needs nothing but Node. A half-written configuration is refused: it must never fall back to
 * the stand-in without a word.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const integrationId = optional.pipe(
  z
    .string()
    .regex(
      /^\d{1,12}$/,
      'must be the integration id, digits only (Developers → Payment Integrations)',
    )
    .optional(),
)

export const paymobEnvShape = {
  /** Settings → Account info: the secret key (egy_sk_test_… / egy_sk_live_…). */
  PAYMOB_SECRET_KEY: optional,
  /** The public key (egy_pk_…), put in the Unified Checkout URL. */
  PAYMOB_PUBLIC_KEY: optional,
  /** Settings → Account info → HMAC: the secret every callback is signed with. */
  PAYMOB_HMAC_SECRET: optional,
  /** Integration ids per payment method (Developers → Payment Integrations). */
  PAYMOB_INTEGRATION_CARD: integrationId,
  PAYMOB_INTEGRATION_WALLET: integrationId,
  PAYMOB_INTEGRATION_KIOSK: integrationId,
  /**
   * The MOTO integration a monthly plan's saved card is charged on while the donor is away
   * (decision 0120). Unset: a monthly gift in pounds is offered the wallet and kiosk only (a
   * monthly pledge), never a card nothing could charge later.
   */
  PAYMOB_INTEGRATION_MOTO: integrationId,
  /** Unset: https://accept.paymob.com in real mode, the stand-in (http://127.0.0.1:4242) otherwise. */
  PAYMOB_API_URL: optional.pipe(
    z.url({ error: 'must be an absolute URL such as https://accept.paymob.com' }).optional(),
  ),
  /** How long one request to Paymob may take before the donor is told it failed. */
  PAYMOB_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .default(20_000),
  /** How long a kiosk (Aman / Fawry) reference waits for the cash before the gift expires. */
  PAYMOB_KIOSK_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int('must be a whole number of hours from 1 to 720')
    .min(1, 'must be a whole number of hours from 1 to 720')
    .max(720, 'must be a whole number of hours from 1 to 720')
    .default(72),
}

export const PAYMOB_KEYS = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET'] as const
const INTEGRATIONS = [
  'PAYMOB_INTEGRATION_CARD',
  'PAYMOB_INTEGRATION_WALLET',
  'PAYMOB_INTEGRATION_KIOSK',
] as const

/** Problems between the variables, checked beside the schema. */
export function paymobSettingProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim())
  const keys = PAYMOB_KEYS.filter(set)
  const ids = INTEGRATIONS.filter(set)
  if (keys.length === 0 && ids.length === 0) return []
  const problems: string[] = []
  const missing = PAYMOB_KEYS.filter((k) => !set(k))
  if (missing.length) {
    problems.push(
      `PAYMOB_SECRET_KEY: Paymob needs ${missing.join(', ')} too (or none of them, for the stand-in)`,
    )
  }
  if (ids.length === 0) {
    problems.push(
      'PAYMOB_INTEGRATION_CARD: Paymob needs at least one integration id (card, wallet or kiosk)',
    )
  }
  return problems
}

/**
 * The stand-in's fixed test keys and integration ids (scripts/paymob-standin.ts): used when no
 * real key is set. Never valid at Paymob.
 */
export const PAYMOB_STANDIN = {
  apiUrl: 'http://127.0.0.1:4242',
  secretKey: 'egy_sk_test_standin',
  publicKey: 'egy_pk_test_standin',
  hmacSecret: 'standin-hmac-secret',
  integrations: { card: 1001, wallet: 1002, kiosk: 1003 },
  motoIntegration: 1004,
} as const
