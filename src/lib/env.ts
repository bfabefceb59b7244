import { z } from 'zod'
import { parseKeyRing, parseSigningKey } from './security/keys'
import { backupEnvShape } from './backup/settings'
import { statementDescriptorProblems } from './payments/stripe-descriptor'
import { s3EnvShape, s3SettingProblems } from './storage/s3-settings'
import { paymobEnvShape, paymobSettingProblems } from './payments/paymob-settings'
import { mailEnvShape, mailSettingProblems } from './mail/settings'

/**
 * Every environment variable the app reads, validated once. The launcher
 * (scripts/start.ts) calls `loadEnv()` before anything else so a wrong value
 * stops the start with a message naming the variable; the Next.js server and
 * Payload read the same, already-validated, values through `env()`.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const ipAddress = z.union([z.ipv4(), z.ipv6()])
const proxyEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])

/** TRUST_PROXY: a whole number from 0 to 10, or a comma-separated list of addresses and ranges. */
function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) <= 10
  return value.split(',').every((entry) => proxyEntry.safeParse(entry.trim()).success)
}

/** An optional key setting, checked by `parse` (whose message never repeats the key). */
const keySetting = (parse: (text: string) => unknown) =>
  optionalString.superRefine((value, ctx) => {
    if (value === undefined) return
    try {
      parse(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
    }
  })

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback)

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(3000),
  SITE_URL: z
    .url({ error: 'must be an absolute URL such as https://charity.example.org' })
    .optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * The Redis server of the shared page and data cache (decision 0033), such as
   * redis://cache.internal:6379/0. Unset: each instance keeps its own cache.
   */
  REDIS_URL: optionalString.pipe(
    z
      .url({ error: 'must be a URL such as redis://localhost:6379' })
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  EMBEDDED_PG_PORT: port(54329),
  PAYLOAD_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  /**
   * Keys of data stored encrypted, `id:base64key,…` (32-byte keys; the first encrypts, all
   * decrypt). Unset: derived from the app secret (decision 0024).
   */
  DATA_ENCRYPTION_KEYS: keySetting(parseKeyRing),
  /** HMAC key of vote links, cancel links and codes (base64, 32+ bytes). Unset: derived. */
  LINK_SIGNING_KEY: keySetting(parseSigningKey),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, 'must be at least 12 characters long').optional(),
  ),
  /**
   * Whether a fresh database (no staff account yet) gets the demo content: news, activities,
   * the team, clubs (src/seed/demo.ts, decision 0133). On unless 0; the production recipe sets 0.
   * Never again once staff have an account, whatever it says.
   */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * The proxies in front of the app that append the client's address to X-Forwarded-For
   * (scripts/lib/client-address.mjs, decision 0078): 0, none (the peer is the client); a number
   * N up to 10, N hops behind a proxy on this machine (the peer must be loopback); or a list of
   * addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`), the proxies trusted wherever they are.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, 'must be 0 to 10, or a list of addresses and CIDR ranges')
    .default('0'),
  /**
   * The address the production server listens on (scripts/serve.mjs). Unset: every interface,
   * as before; `127.0.0.1` when nginx on the same machine is the only way in (decision 0078).
   */
  BIND_ADDRESS: optionalString.pipe(
    z
      .string()
      .refine((v) => ipAddress.safeParse(v).success, 'must be an IP address, e.g. 127.0.0.1 or ::')
      .optional(),
  ),
  /**
   * How long the production server keeps a shared answer of Next's cache in memory and replays
   * it without Next (scripts/lib/micro-cache.mjs, issue 24); 0 turns it off. Unset: 1000, with
   * REDIS_URL too (every instance hears an edit on Redis and drops what it kept, decision 0065).
   */
  MICRO_CACHE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds from 0 to 60000')
    .min(0, 'must be a whole number of milliseconds from 0 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 0 to 60000')
    .optional(),
  /**
   * How many pages one production server renders at once; the others wait their turn
   * (scripts/lib/render-gate.mjs, decision 0074); 0 lets every request through. Unset: twice the
   * cores.
   */
  RENDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number from 0 to 1000')
    .min(0, 'must be a whole number from 0 to 1000')
    .max(1000, 'must be a whole number from 0 to 1000')
    .optional(),
  SMTP_HOST: optionalString,
  SMTP_PORT: port(587),
  SMTP_SECURE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  MAIL_FROM: z.string().trim().default('New Egypt Foundation <no-reply@newegypt.example>'),
  /** The envelope sender and the DKIM key (src/lib/mail/settings.ts, decision 0130). */
  ...mailEnvShape,
  STAFF_NOTIFY_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an e-mail address' }).optional(),
  ),
  /** Card payments: the sandbox (default, moves no money) or Stripe (decisions 0011, 0036). */
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' })
    .default('sandbox'),
  /** Stripe's keys (sk_…, pk_…, whsec_…): all three required when PAYMENT_GATEWAY=stripe. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Where the Stripe client sends its requests; unset: Stripe's API. Set only to a local
   * stand-in of Stripe's endpoints (the tests'), e.g. http://127.0.0.1:12111.
   */
  STRIPE_API_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as http://127.0.0.1:12111' }).optional(),
  ),
  /**
   * The card statement's descriptor (README "Going live with Stripe"): the suffix we send on
   * every intent, and the prefix set in the Stripe Dashboard, repeated here so the start can
   * check the pair against Stripe's rules (src/lib/payments/stripe-descriptor.ts).
   */
  STRIPE_STATEMENT_DESCRIPTOR_PREFIX: optionalString,
  STRIPE_STATEMENT_DESCRIPTOR_SUFFIX: optionalString,
  /** How long one request to Stripe may take before the donor is told it failed. */
  STRIPE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .default(20_000),
  /** Egyptian pounds through Paymob: real keys, or the local stand-in (decision 0107). */
  ...paymobEnvShape,
  /** How much the server logs (JSON lines; src/lib/log/logger.mjs). */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** A Nominatim-compatible geocoder for address suggestions; unset: offline, from the cities data. */
  GEOCODER_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://geocoder.example.org' }).optional(),
  ),
  /** Uploads in an S3-compatible bucket when S3_BUCKET is set (src/lib/storage/, decision 0031). */
  ...s3EnvShape,
  /** Encrypted backups, their folder or bucket prefix, schedule and retention (decision 0083). */
  ...backupEnvShape,
})

export type Env = z.infer<typeof envSchema>

/** The settings PAYMENT_GATEWAY=stripe cannot start without. */
export const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Validates `source` (process.env by default); throws EnvError listing every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
  // Checked apart from the schema so it is reported together with any other problem.
  if (Boolean(source.ADMIN_EMAIL?.trim()) !== Boolean(source.ADMIN_PASSWORD?.trim())) {
    problems.push(
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or both left unset)',
    )
  }
  if (source.PAYMENT_GATEWAY?.trim() === 'stripe') {
    const missing = STRIPE_KEYS.filter((name) => !source[name]?.trim())
    if (missing.length) {
      problems.push(`PAYMENT_GATEWAY: stripe needs ${missing.join(', ')} (unset or empty)`)
    }
  }
  problems.push(
    ...statementDescriptorProblems(
      source.STRIPE_STATEMENT_DESCRIPTOR_PREFIX?.trim() || undefined,
      source.STRIPE_STATEMENT_DESCRIPTOR_SUFFIX?.trim() || undefined,
    ),
  )
  problems.push(...s3SettingProblems(source))
  problems.push(...paymobSettingProblems(source))
  problems.push(...mailSettingProblems(source))
  if (!parsed.success || problems.length > 0) throw new EnvError(problems)
  return parsed.data
}

let cached: Env | undefined
/** The validated environment of this process (validated on first use). */
export function env(): Env {
  cached ??= loadEnv()
  return cached
}

/** The public origin of the site, without a trailing slash. */
export function siteUrl(e: Env = env()): string {
  return (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
}
