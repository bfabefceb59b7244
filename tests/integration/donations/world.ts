import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { validationError } from '@/lib/api/http'
import { startSmtpCatcher, type CaughtMail } from '../../helpers/smtp-catcher'
import { createTestPayload } from '../../helpers/test-payload'
import { freePort } from '../../helpers/free-port'

/**
 * What the donation tests share: a fresh migrated database per file, a real
 * SMTP catcher, the places and purposes a donation refers to, every log line
 * (for the card-data search), and helpers to stage and confirm. Each test
 * file calls `setUpDonations()` at its top; the bindings below are live.
 */
export let payload: Payload
let close: () => Promise<void>
/** This file's database (for a child process playing an instance). */
export let databaseUrl = ''
export let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
export let stage: typeof import('@/features/donations/staging/stage.server')
export let confirm: typeof import('@/features/donations/confirm/confirm.server')
export let recurring: typeof import('@/features/donations/recurring/recurring.server')
export let cancel: typeof import('@/features/donations/recurring/cancel.server')
export let totals: typeof import('@/features/donations/totals.server')
export let suggest: typeof import('@/features/donations/address/suggest.server')
export let gatewayModule: typeof import('@/features/donations/gateway/index.server')

export const logged: string[] = []
export const ids = {
  egypt: 0,
  cairoGov: 0,
  cairo: 0,
  us: 0,
  ny: 0,
  nyc: 0,
  medical: 0,
  education: 0,
  caseOnly: 0,
}
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  gatewayError: '4000000000000119',
  chargeDeclined: '4000000000000341',
  amex: '378282246310005',
}
/** A CVC no other value of the database or the log carries. */
export const SEARCHED_CVC = '9731'

/** `pgServerUrl`: a server of the test's own (one it restarts), instead of the run's shared one. */
export function setUpDonations(options: { pgServerUrl?: () => string } = {}) {
  beforeAll(async () => {
    const port = await freePort()
    catcher = await startSmtpCatcher(port)
    // Before the config is imported: the mail adapter and env() read them once.
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(port)
    process.env.SITE_URL = 'https://charity.example.org'
    ;({ payload, close, databaseUrl } = await createTestPayload(options.pgServerUrl?.()))
    stage = await import('@/features/donations/staging/stage.server')
    confirm = await import('@/features/donations/confirm/confirm.server')
    recurring = await import('@/features/donations/recurring/recurring.server')
    cancel = await import('@/features/donations/recurring/cancel.server')
    totals = await import('@/features/donations/totals.server')
    suggest = await import('@/features/donations/address/suggest.server')
    gatewayModule = await import('@/features/donations/gateway/index.server')

    // Everything the app logs during this file, for the card-data search.
    for (const level of ['info', 'warn', 'error', 'debug'] as const) {
      const original = payload.logger[level].bind(payload.logger)
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(
          args
            .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : JSON.stringify(a)))
            .join(' '),
        )
        return (original as (...a: unknown[]) => void)(...args)
      }) as never)
    }
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      const original = console[level].bind(console)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '))
        original(...args)
      })
    }

    const make = async (
      collection: 'countries' | 'states' | 'cities' | 'purposes',
      data: Record<string, unknown>,
    ) => (await payload.create({ collection, data: data as never, overrideAccess: true })).id
    ids.egypt = await make('countries', { nameEn: 'Egypt', isoCode: 'EG' })
    ids.cairoGov = await make('states', { nameEn: 'Cairo Governorate', country: ids.egypt })
    ids.cairo = await make('cities', {
      nameEn: 'Cairo',
      state: ids.cairoGov,
      latitude: 30.0444,
      longitude: 31.2357,
    })
    ids.us = await make('countries', { nameEn: 'United States', isoCode: 'US' })
    ids.ny = await make('states', { nameEn: 'New York', country: ids.us })
    ids.nyc = await make('cities', {
      nameEn: 'New York City',
      state: ids.ny,
      latitude: 40.7128,
      longitude: -74.006,
    })
    await make('cities', {
      nameEn: 'New Rochelle',
      state: ids.ny,
      latitude: 40.9115,
      longitude: -73.7824,
    })
    ids.medical = await make('purposes', { name: 'Medical Care', kinds: ['donation'] })
    ids.education = await make('purposes', {
      name: 'Education Support',
      kinds: ['donation', 'case'],
    })
    ids.caseOnly = await make('purposes', { name: 'Kidney case', kinds: ['case'] })
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await close?.()
    await catcher?.close()
  })
}

let n = 0
/** A fresh number, for unique addresses and names. */
export const next = () => ++n
export const ip = () => `203.0.113.${(next() % 250) + 1}`
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}.${next()}@example.org`

export function donationBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Amira',
    last_name: 'Fawzy',
    email: uniqueEmail('donor'),
    phone: '201001234567',
    donations: [
      {
        donation_purpose_id: String(ids.medical),
        donation_amount: '100',
        is_repeat: '0',
        repeat_type: '',
      },
      {
        donation_purpose_id: ids.education,
        donation_amount: 25.5,
        is_repeat: '1',
        repeat_type: 'monthly',
      },
    ],
    cc_number: '4242 4242 4242 4242',
    cc_name: 'Amira Fawzy',
    cc_exp_month: '5',
    cc_exp_year: String(new Date().getFullYear() + 3),
    cc_cvc: '123',
    street: '12 Nile Corniche, Garden City',
    country: String(ids.egypt),
    state: String(ids.cairoGov),
    city: String(ids.cairo),
    zip_code: '11519',
    latitude: '30.0444',
    longitude: '31.2357',
    ...overrides,
  }
}

export const CODE_SUBJECT = 'Your New Egypt Foundation donation code'
export const DONATION_RECEIPT = 'Your donation receipt from the New Egypt Foundation'
export const codeMails = (email: string) =>
  catcher.to(email).filter((m) => m.subject === CODE_SUBJECT)
export function codeFrom(mail: CaughtMail | undefined): string {
  const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in ${JSON.stringify(mail)}`)
  return code
}
export const latestCode = (email: string) => codeFrom(codeMails(email).at(-1))
export const wrongCodeFor = (code: string) =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export async function staged(body = donationBody()) {
  const result = await stage.stageDonation(payload, body, { ip: ip() })
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok' })
  return { body, id: (result as { id: number }).id, code: latestCode(body.email) }
}
export const confirmWith = (email: string, otp: string, at?: Date) =>
  confirm.confirmDonation(payload, { email, otp }, { ip: ip(), now: at })

export async function sql<T = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  return (await pool.query(text, values)).rows as T[]
}
export const mapOf = async (issues: { path: PropertyKey[]; message: string }[]) =>
  ((await validationError(issues).json()) as { error: { data: Record<string, string[]> } }).error
    .data

/**
 * Staff accounts with one role each, signed in: their JWTs by role, for the back-office
 * endpoints' `authorization: JWT …` header. `tag` keeps each test file's addresses apart.
 */
export async function staffTokens(roles: readonly string[], tag: string) {
  const tokens: Record<string, string> = {}
  for (const role of roles) {
    const email = `${role}-${tag}@newegypt.example`
    const password = `${tag}-Test-2026`
    await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: [role] } as never,
    })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  return tokens
}
