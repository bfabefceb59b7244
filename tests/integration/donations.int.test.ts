import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { validationError } from '@/lib/api/http'
import type { User } from '@/payload-types'
import { startSmtpCatcher, type CaughtMail } from '../helpers/smtp-catcher'
import { createTestPayload } from '../helpers/test-payload'

/**
 * Donations against real PostgreSQL and a real SMTP server: staging (card
 * to token, code by e-mail), confirming (wrong, expired, reused codes, five
 * wrong codes, two confirmations at once), declines, receipts, recurring
 * plans charged by the job (retries, pause, cancel link), the back office's
 * access, and a search of the whole database and the log for card data.
 */
let payload: Payload
let close: () => Promise<void>
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>
let stage: typeof import('@/features/donations/stage.server')
let confirm: typeof import('@/features/donations/confirm.server')
let recurring: typeof import('@/features/donations/recurring.server')
let cancel: typeof import('@/features/donations/cancel.server')
let totals: typeof import('@/features/donations/totals.server')
let suggest: typeof import('@/features/donations/address/suggest.server')
let gatewayModule: typeof import('@/features/donations/gateway/index.server')

const logged: string[] = []
const ids = {
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
const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  gatewayError: '4000000000000119',
  chargeDeclined: '4000000000000341',
  amex: '378282246310005',
}
/** A CVC no other value of the database or the log carries. */
const SEARCHED_CVC = '9731'

beforeAll(async () => {
  const port = 28_000 + Math.floor(Math.random() * 2000)
  catcher = await startSmtpCatcher(port)
  // Before the config is imported: the mail adapter and env() read them once.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.SITE_URL = 'https://charity.example.org'
  ;({ payload, close } = await createTestPayload())
  stage = await import('@/features/donations/stage.server')
  confirm = await import('@/features/donations/confirm.server')
  recurring = await import('@/features/donations/recurring.server')
  cancel = await import('@/features/donations/cancel.server')
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
  ids.education = await make('purposes', { name: 'Education Support', kinds: ['donation', 'case'] })
  ids.caseOnly = await make('purposes', { name: 'Kidney case', kinds: ['case'] })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await close?.()
  await catcher?.close()
})

let n = 0
const ip = () => `203.0.113.${(++n % 250) + 1}`
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++n}@example.org`

function donationBody(overrides: Record<string, unknown> = {}) {
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

const CODE_SUBJECT = 'Your New Egypt Foundation donation code'
const codeMails = (email: string) => catcher.to(email).filter((m) => m.subject === CODE_SUBJECT)
function codeFrom(mail: CaughtMail | undefined): string {
  const code = /Your one-time code is (\d{6})/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in ${JSON.stringify(mail)}`)
  return code
}
const latestCode = (email: string) => codeFrom(codeMails(email).at(-1))
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function staged(body = donationBody()) {
  const result = await stage.stageDonation(payload, body, { ip: ip() })
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'staged' })
  return { body, id: (result as { id: number }).id, code: latestCode(body.email) }
}
const confirmWith = (email: string, otp: string, at?: Date) =>
  confirm.confirmDonation(payload, { email, otp }, { ip: ip(), now: at })

async function sql<T = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  return (await pool.query(text, values)).rows as T[]
}
const mapOf = async (issues: { path: PropertyKey[]; message: string }[]) =>
  ((await validationError(issues).json()) as { error: { data: Record<string, string[]> } }).error
    .data

describe('stage-donation', () => {
  it('tokenises the card, stages the donation with server totals and e-mails a 6-digit code', async () => {
    const body = donationBody({ total: 1, fee: 0 }) // client totals are ignored
    const { id, code } = await staged(body)
    const doc = await payload.findByID({
      collection: 'staged-donations',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(doc).toMatchObject({
      status: 'pending',
      attempts: 0,
      email: body.email,
      firstName: 'Amira',
      lastName: 'Fawzy',
      phone: '201001234567',
      total: 125.5,
      fee: 4.39, // 125.50 × 0.035 = 4.3925
      net: 121.11,
      card: { brand: 'visa', last4: '4242', expMonth: 5, expYear: new Date().getFullYear() + 3 },
      address: {
        street: '12 Nile Corniche, Garden City',
        zipCode: '11519',
        latitude: 30.0444,
        longitude: 31.2357,
      },
    })
    expect(doc.lines.map((l) => [l.purpose, l.amount, l.fee, l.isRepeat, l.repeatType])).toEqual([
      [ids.medical, 100, 3.5, false, null],
      [ids.education, 25.5, 0.89, true, 'monthly'],
    ])
    expect(doc.gatewayToken).toMatch(/^tok_sandbox_/)
    expect(doc.gatewayToken).not.toContain(CARDS.visa)
    expect(doc.codeHash).not.toContain(code)
    const expiresIn = Date.parse(doc.expiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(9 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000)

    const [mail] = codeMails(body.email)
    expect(mail?.text).toContain('Dear Amira,')
    expect(mail?.text).toContain(`Your one-time code is ${code}`)
    expect(mail?.text).toContain('confirm your donation of $125.50')
    expect(mail?.text).toContain('The code expires in 10 minutes')
  })

  it('answers bad input with the schema messages and stages nothing', async () => {
    const before = await payload.count({ collection: 'staged-donations', overrideAccess: true })
    const result = await stage.stageDonation(
      payload,
      donationBody({
        first_name: 'A',
        phone: '12',
        cc_exp_year: '2001',
        cc_number: '',
        donations: [{ donation_amount: '0' }],
      }),
      { ip: ip() },
    )
    expect(result.kind).toBe('invalid')
    expect(await mapOf((result as unknown as { issues: never }).issues)).toEqual({
      first_name: ['Minimum 2 characters required'],
      phone: ['Please enter 10-15 digit phone number'],
      cc_number: ['Card number is required'],
      cc_exp_year: [
        `Must be between ${new Date().getFullYear()} and ${new Date().getFullYear() + 20}`,
      ],
      'donations.0.donation_purpose_id': ['Donation purpose is required'],
      'donations.0.donation_amount': ['Minimum donation is $1'],
    })
    expect(
      (await payload.count({ collection: 'staged-donations', overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs)
  })

  it('refuses a purpose that is not a donation purpose and a state or city of another place', async () => {
    const purpose = await stage.stageDonation(
      payload,
      donationBody({
        donations: [{ donation_purpose_id: ids.caseOnly, donation_amount: '10', is_repeat: '0' }],
      }),
      { ip: ip() },
    )
    expect(await mapOf((purpose as unknown as { issues: never }).issues)).toEqual({
      'donations.0.donation_purpose_id': ['Choose one of the listed donation purposes'],
    })
    const state = await stage.stageDonation(
      payload,
      donationBody({ state: String(ids.ny), city: String(ids.nyc) }),
      { ip: ip() },
    )
    expect(await mapOf((state as unknown as { issues: never }).issues)).toEqual({
      state: ['Choose a state of the selected country'],
    })
    const city = await stage.stageDonation(payload, donationBody({ city: String(ids.nyc) }), {
      ip: ip(),
    })
    expect(await mapOf((city as unknown as { issues: never }).issues)).toEqual({
      city: ['Choose a city of the selected state'],
    })
  })

  it('declines the declined card, a Luhn-invalid number and an expired card; 0119 is a gateway error', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ cc_number: CARDS.declined }, 402, 'Your card was declined.'],
      [{ cc_number: '4242424242424241' }, 402, 'Your card number is incorrect.'],
      [
        { cc_number: CARDS.gatewayError },
        502,
        'The payment service is unavailable. Please try again.',
      ],
    ]
    const now = new Date()
    if (now.getMonth() > 0) {
      cases.push([
        { cc_exp_month: String(now.getMonth()), cc_exp_year: String(now.getFullYear()) },
        402,
        'Your card has expired.',
      ])
    }
    for (const [overrides, status, message] of cases) {
      const body = donationBody(overrides)
      expect(await stage.stageDonation(payload, body, { ip: ip() })).toEqual({
        kind: 'refused',
        status,
        message,
      })
      expect(codeMails(body.email)).toEqual([])
      expect(
        (
          await payload.count({
            collection: 'staged-donations',
            overrideAccess: true,
            where: { email: { equals: body.email } },
          })
        ).totalDocs,
      ).toBe(0)
    }
  })

  it('answers a filled honeypot like a success, does nothing and logs it', async () => {
    const body = { ...donationBody(), website: 'http://spam.example' }
    const warn = vi.mocked(payload.logger.warn)
    warn.mockClear()
    expect(await stage.stageDonation(payload, body, { ip: '198.51.100.77' })).toEqual({
      kind: 'staged',
    })
    expect(codeMails(body.email)).toEqual([])
    expect(
      (
        await payload.count({
          collection: 'staged-donations',
          overrideAccess: true,
          where: { email: { equals: body.email } },
        })
      ).totalDocs,
    ).toBe(0)
    expect(warn.mock.calls.flat().join(' ')).toContain('honeypot filled')
    expect(warn.mock.calls.flat().join(' ')).not.toContain(body.email)
  })

  it('rate limits staging per address and per e-mail with the time to wait, and logs refusals', async () => {
    const address = '198.51.100.200'
    const honeypot = { website: 'x' } // counted by the address limit, nothing else done
    for (let i = 0; i < stage.STAGE_IP_LIMIT.limit; i++) {
      expect((await stage.stageDonation(payload, honeypot, { ip: address })).kind).toBe('staged')
    }
    const refused = await stage.stageDonation(payload, donationBody(), { ip: address })
    expect(refused.kind).toBe('limited')
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500)

    const email = uniqueEmail('limited')
    for (let i = 0; i < stage.STAGE_EMAIL_LIMIT.limit; i++) {
      expect((await stage.stageDonation(payload, donationBody({ email }), { ip: ip() })).kind).toBe(
        'staged',
      )
    }
    expect((await stage.stageDonation(payload, donationBody({ email }), { ip: ip() })).kind).toBe(
      'limited',
    )
    expect(logged.join('\n')).toContain('staging refused (too many for this e-mail)')
    expect(logged.join('\n')).toContain('staging refused (too many from this address)')
  })
})

describe('stage-donation/confirm', () => {
  it('charges, records the donation with its lines and plan, uses the code and sends the receipt', async () => {
    const { body, id, code } = await staged()
    const result = await confirmWith(body.email.toUpperCase(), code)
    expect(result).toMatchObject({ kind: 'confirmed' })
    const { donationId, planIds } = result as { donationId: number; planIds: number[] }
    expect(planIds).toHaveLength(1)

    const donation = await payload.findByID({
      collection: 'donations',
      id: donationId,
      overrideAccess: true,
      depth: 0,
    })
    expect(donation).toMatchObject({
      status: 'paid',
      kind: 'one-time',
      donorName: 'Amira Fawzy',
      email: body.email,
      total: 125.5,
      fee: 4.39,
      net: 121.11,
      card: { brand: 'visa', last4: '4242' },
      gateway: 'sandbox',
      stagedDonation: id,
      purposes: [ids.medical, ids.education],
    })
    expect(donation.chargeId).toMatch(/^ch_sandbox_/)
    expect(donation.lines.map((l) => [l.purpose, l.amount, l.repeatType, l.plan ?? null])).toEqual([
      [ids.medical, 100, null, null],
      [ids.education, 25.5, 'monthly', planIds[0]],
    ])
    const stagedDoc = await payload.findByID({
      collection: 'staged-donations',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stagedDoc).toMatchObject({ status: 'used', donation: donationId })
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(charges.docs.map((c) => [c.status, c.amount, c.chargeId, c.idempotencyKey])).toEqual([
      ['succeeded', 125.5, donation.chargeId, `staged-donation:${id}`],
    ])
    const plan = await payload.findByID({
      collection: 'recurring-plans',
      id: planIds[0]!,
      overrideAccess: true,
    })
    expect(plan).toMatchObject({
      status: 'active',
      amount: 25.5,
      repeatType: 'monthly',
      period: 1,
      email: body.email,
    })
    const days = (Date.parse(plan.nextChargeAt) - Date.parse(donation.paidAt)) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(28)
    expect(days).toBeLessThanOrEqual(31)

    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your donation receipt from the New Egypt Foundation')
    expect(receipt, 'the receipt').toBeDefined()
    const text = receipt!.text
    for (const expected of [
      'Dear Amira Fawzy,',
      `Receipt number: D-${donationId}`,
      `Date: ${new Date(donation.paidAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
      'Paid with: Visa ending in 4242',
      `Payment reference: ${donation.chargeId}`,
      '- Medical Care: $100.00, process fee $3.50',
      '- Education Support: $25.50 (repeats monthly), process fee $0.89',
      'Total Donation: $125.50',
      'Process fee: $4.39',
      'Net Donation: $121.11',
      '- $25.50 monthly for Education Support',
      `https://charity.example.org/donations/cancel?plan=${planIds[0]}&token=`,
      'New Egypt Foundation',
      '485 Lexington Avenue, Suite 1200',
      'New York, NY 10017',
    ]) {
      expect(text).toContain(expected)
    }
    expect(receipt!.html).toContain(
      `href="https://charity.example.org/donations/cancel?plan=${planIds[0]}&amp;token=`,
    )

    // The code is used up.
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'This code has already been used.',
    })
  })

  it('counts wrong codes, and the fifth invalidates the staging', async () => {
    const { body, id, code } = await staged()
    const wrong = wrongCodeFor(code)
    for (let i = 1; i <= 4; i++) {
      expect(await confirmWith(body.email, wrong)).toEqual({
        kind: 'refused',
        status: 422,
        message: 'The code is incorrect.',
      })
    }
    expect(
      (await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true }))
        .attempts,
    ).toBe(4)
    expect(await confirmWith(body.email, wrong)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Too many wrong codes. Please start your donation again.',
    })
    // Even the right code no longer works, and nothing was charged.
    expect(await confirmWith(body.email, code)).toMatchObject({
      message: 'Too many wrong codes. Please start your donation again.',
    })
    expect(
      (await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })).status,
    ).toBe('invalidated')
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses an expired code', async () => {
    const { body, id, code } = await staged()
    await sql(
      `UPDATE staged_donations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    )
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'The code has expired. Please start your donation again.',
    })
    // A clock moved 11 minutes on says the same of a fresh code.
    const fresh = await staged()
    expect(
      await confirmWith(fresh.body.email, fresh.code, new Date(Date.now() + 11 * 60_000)),
    ).toMatchObject({
      message: 'The code has expired. Please start your donation again.',
    })
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { email: { in: [body.email, fresh.body.email] } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('finds nothing for an e-mail without a staged donation; a newer staging replaces the older', async () => {
    expect(await confirmWith(uniqueEmail('nobody'), '123456')).toEqual({
      kind: 'refused',
      status: 404,
      message: 'No pending donation was found for this email.',
    })
    const first = await staged()
    const second = await staged(donationBody({ email: first.body.email }))
    expect(
      (
        await payload.findByID({
          collection: 'staged-donations',
          id: first.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('superseded')
    if (first.code !== second.code) {
      expect(await confirmWith(first.body.email, first.code)).toMatchObject({
        message: 'The code is incorrect.',
      })
    }
    expect(await confirmWith(first.body.email, second.code)).toMatchObject({ kind: 'confirmed' })
  })

  it('charges once when the same code is confirmed twice at the same moment', async () => {
    const { body, id, code } = await staged(
      donationBody({ donations: [{ donation_purpose_id: ids.medical, donation_amount: '50' }] }),
    )
    const results = await Promise.all([
      confirmWith(body.email, code),
      confirmWith(body.email, code),
      confirmWith(body.email, code),
    ])
    expect(results.filter((r) => r.kind === 'confirmed')).toHaveLength(1)
    expect(results.filter((r) => r.kind !== 'confirmed')).toEqual([
      { kind: 'refused', status: 422, message: 'This code has already been used.' },
      { kind: 'refused', status: 422, message: 'This code has already been used.' },
    ])
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { stagedDonation: { equals: id } },
        })
      ).totalDocs,
    ).toBe(1)
    expect(
      await sql(`SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key = $1`, [
        `staged-donation:${id}`,
      ]),
    ).toEqual([{ n: 1 }])
  })

  it('records nothing paid when the charge is declined', async () => {
    const { body, id, code } = await staged(donationBody({ cc_number: CARDS.chargeDeclined }))
    expect(await confirmWith(body.email, code)).toEqual({
      kind: 'refused',
      status: 402,
      message: 'Your card was declined.',
    })
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { email: { equals: body.email } },
        })
      ).totalDocs,
    ).toBe(0)
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(charges.docs.map((c) => [c.status, c.code, c.chargeId ?? null])).toEqual([
      ['declined', 'card_declined', null],
    ])
    expect(
      (await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })).status,
    ).toBe('declined')
    expect(catcher.to(body.email).map((m) => m.subject)).toEqual([CODE_SUBJECT])
  })

  it('rate limits confirmations per e-mail', async () => {
    const { body, code } = await staged()
    const wrong = wrongCodeFor(code)
    const results = []
    for (let i = 0; i < confirm.CONFIRM_EMAIL_LIMIT.limit + 1; i++)
      results.push((await confirmWith(body.email, wrong)).kind)
    expect(results.at(-1)).toBe('limited')
    expect(results.slice(0, -1).every((k) => k === 'refused')).toBe(true)
    expect(logged.join('\n')).toContain('confirmation refused (too many for this e-mail)')
  })

  it('finishes a confirmation a crash left half done, without charging twice', async () => {
    const { body, id } = await staged(
      donationBody({ donations: [{ donation_purpose_id: ids.medical, donation_amount: '70' }] }),
    )
    // The claim and the charge happened, then the process died before recording.
    await sql(
      `UPDATE staged_donations SET status = 'processing', claimed_at = now() - interval '11 minutes' WHERE id = $1`,
      [id],
    )
    const doc = await payload.findByID({ collection: 'staged-donations', id, overrideAccess: true })
    const charged = await gatewayModule.paymentGateway(payload).charge({
      token: doc.gatewayToken,
      amountCents: 7000,
      currency: 'USD',
      idempotencyKey: `staged-donation:${id}`,
    })
    expect(charged.ok).toBe(true)
    const summary = await recurring.runRecurringCharges(payload)
    expect(summary.recovered).toBe(1)
    const donations = await payload.find({
      collection: 'donations',
      overrideAccess: true,
      where: { stagedDonation: { equals: id } },
    })
    expect(donations.docs.map((d) => d.chargeId)).toEqual([charged.ok ? charged.chargeId : ''])
    expect(
      catcher
        .to(body.email)
        .some((m) => m.subject === 'Your donation receipt from the New Egypt Foundation'),
    ).toBe(true)
  })
})

describe('recurring plans', () => {
  async function planFor(cardNumber = CARDS.visa, repeat = 'weekly') {
    const { body, code } = await staged(
      donationBody({
        cc_number: cardNumber,
        donations: [
          {
            donation_purpose_id: ids.medical,
            donation_amount: '20',
            is_repeat: '1',
            repeat_type: repeat,
          },
        ],
      }),
    )
    const result = await confirmWith(body.email, code)
    const planId = (result as { planIds: number[] }).planIds[0]!
    return { body, planId }
  }
  const plan = (id: number) =>
    payload.findByID({ collection: 'recurring-plans', id, overrideAccess: true })

  it('the job charges a due plan through the queue, records it and mails a receipt with the cancel link', async () => {
    const { body, planId } = await planFor(CARDS.mastercard, 'weekly')
    const before = await plan(planId)
    expect(before.period).toBe(1)
    // Not due yet: nothing happens.
    expect((await recurring.runRecurringCharges(payload)).charged).toBe(0)
    await sql(
      `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId],
    )

    await payload.jobs.queue({ task: 'chargeRecurringDonations', input: {} })
    await payload.jobs.run()

    const after = await plan(planId)
    expect(after).toMatchObject({ status: 'active', period: 2, chargesMade: 2, failedAttempts: 0 })
    expect(Date.parse(after.nextChargeAt)).toBe(Date.parse(before.startedAt) + 14 * 86_400_000)
    const donations = await payload.find({
      collection: 'donations',
      overrideAccess: true,
      where: { plan: { equals: planId } },
    })
    expect(donations.docs).toHaveLength(1)
    expect(donations.docs[0]).toMatchObject({
      kind: 'recurring',
      total: 20,
      fee: 0.7,
      net: 19.3,
      card: { brand: 'mastercard', last4: '4444' },
    })
    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { plan: { equals: planId } },
    })
    expect(charges.docs.map((c) => [c.status, c.idempotencyKey])).toEqual([
      ['succeeded', `recurring-plan:${planId}:period-1:try-1`],
    ])
    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your recurring donation receipt from the New Egypt Foundation')
    expect(receipt?.text).toContain(
      'Thank you: your recurring donation ($20.00 weekly for Medical Care) was charged today.',
    )
    expect(receipt?.text).toContain('Paid with: Mastercard ending in 4444')
    expect(receipt?.text).toContain(
      `https://charity.example.org/donations/cancel?plan=${planId}&token=`,
    )
    // Run again: charged already, not due.
    expect((await recurring.runRecurringCharges(payload)).charged).toBe(0)
  })

  it('retries a failing plan on the next two runs a day apart, then pauses it and tells the donor', async () => {
    const { body, planId } = await planFor(CARDS.visa, 'monthly')
    // The card on file now fails every charge (as a card closed by its bank would).
    const failing = await gatewayModule
      .paymentGateway(payload)
      .tokenize({
        number: CARDS.chargeDeclined,
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
        name: 'A B',
      })
    if (!failing.ok) throw new Error('0341 tokenises')
    await sql(
      `UPDATE recurring_plans SET gateway_token = $2, next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId, failing.token],
    )
    const t0 = new Date()
    const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000)

    expect(await recurring.runRecurringCharges(payload, t0)).toMatchObject({ failed: 1, paused: 0 })
    expect(await plan(planId)).toMatchObject({
      status: 'active',
      failedAttempts: 1,
      lastError: 'Your card was declined.',
    })
    expect(await recurring.runRecurringCharges(payload, hours(1))).toMatchObject({
      failed: 0,
      paused: 0,
    }) // not before a day
    expect(await recurring.runRecurringCharges(payload, hours(25))).toMatchObject({ failed: 1 })
    expect((await plan(planId)).failedAttempts).toBe(2)
    expect(await recurring.runRecurringCharges(payload, hours(50))).toMatchObject({ paused: 1 })
    expect(await plan(planId)).toMatchObject({ status: 'paused', failedAttempts: 3 })
    expect(await recurring.runRecurringCharges(payload, hours(100))).toMatchObject({
      failed: 0,
      paused: 0,
      charged: 0,
    })

    const charges = await payload.find({
      collection: 'charges',
      overrideAccess: true,
      where: { plan: { equals: planId } },
      sort: 'createdAt',
    })
    expect(charges.docs.map((c) => [c.status, c.idempotencyKey])).toEqual(
      [1, 2, 3].map((t) => ['declined', `recurring-plan:${planId}:period-1:try-${t}`]),
    )
    expect(
      (
        await payload.count({
          collection: 'donations',
          overrideAccess: true,
          where: { plan: { equals: planId } },
        })
      ).totalDocs,
    ).toBe(0)
    const paused = catcher
      .to(body.email)
      .find((m) => m.subject === 'Your recurring donation to the New Egypt Foundation is paused')
    expect(paused?.text).toContain(
      'We could not charge your Visa ending in 4242 for your recurring donation ($20.00 monthly for Medical Care). We tried three times, a day apart: Your card was declined.',
    )
    expect(paused?.text).toContain(
      `https://charity.example.org/donations/cancel?plan=${planId}&token=`,
    )

    // A treasurer resumes it: it starts afresh.
    await payload.update({
      collection: 'recurring-plans',
      id: planId,
      overrideAccess: true,
      data: { status: 'active' },
    })
    expect(await plan(planId)).toMatchObject({ status: 'active', failedAttempts: 0 })
  })

  it('the signed link cancels a plan; a forged one does not', async () => {
    const { planId } = await planFor()
    const receipt = catcher.mails
      .filter((m) => m.text.includes(`/donations/cancel?plan=${planId}&`))
      .at(-1)!
    const url = new URL(/https:\/\/\S+\/donations\/cancel\?\S+/.exec(receipt.text)![0])
    const token = url.searchParams.get('token')!
    expect(
      await cancel.cancelRecurringByLink(
        payload,
        { plan: String(planId), token: `${token.slice(0, -2)}xx` },
        { ip: ip() },
      ),
    ).toEqual({
      kind: 'refused',
      status: 403,
      message: 'This link is not valid. Please use the link from your e-mail.',
    })
    expect(
      await cancel.cancelRecurringByLink(
        payload,
        { plan: String(planId + 1), token },
        { ip: ip() },
      ),
    ).toMatchObject({ kind: 'refused' })
    expect((await plan(planId)).status).toBe('active')
    expect(await cancel.planForLink(payload, String(planId), token)).toMatchObject({
      amount: '$20.00',
      repeat: 'Weekly',
      purpose: 'Medical Care',
      status: 'active',
    })
    expect(
      await cancel.cancelRecurringByLink(payload, { plan: String(planId), token }, { ip: ip() }),
    ).toEqual({
      kind: 'cancelled',
      message: 'Your recurring donation is cancelled. Nothing more will be charged.',
    })
    expect((await plan(planId)).status).toBe('cancelled')
    await sql(
      `UPDATE recurring_plans SET next_charge_at = now() - interval '1 minute' WHERE id = $1`,
      [planId],
    )
    await recurring.runRecurringCharges(payload)
    expect(
      (
        await payload.count({
          collection: 'charges',
          overrideAccess: true,
          where: { plan: { equals: planId } },
        })
      ).totalDocs,
    ).toBe(0)
    // A treasurer cannot bring a cancelled plan back.
    await payload.update({
      collection: 'recurring-plans',
      id: planId,
      overrideAccess: true,
      data: { status: 'active' },
    })
    expect((await plan(planId)).status).toBe('cancelled')
  })
})

describe('address suggestions (offline provider)', () => {
  it('suggests cities by name prefix with their state, country and coordinates', async () => {
    const result = await suggest.suggestAddresses(payload, '12 Fifth Avenue, New Y', { ip: ip() })
    expect(result).toEqual({
      kind: 'found',
      suggestions: [
        {
          label: '12 Fifth Avenue, New York City, New York, United States',
          street: '12 Fifth Avenue, New York City, New York, United States',
          latitude: 40.7128,
          longitude: -74.006,
          country: 'United States',
          state: 'New York',
          city: 'New York City',
          zip_code: '',
        },
      ],
    })
    const cairo = await suggest.suggestAddresses(payload, 'cai', { ip: ip() })
    expect(cairo.kind === 'found' && cairo.suggestions.map((s) => s.label)).toEqual([
      'Cairo, Cairo Governorate, Egypt',
    ])
    expect(await suggest.suggestAddresses(payload, 'ca', { ip: ip() })).toEqual({
      kind: 'invalid',
      message: 'Type more than 2 characters.',
    })
    expect(await suggest.suggestAddresses(payload, '%%%', { ip: ip() })).toEqual({
      kind: 'found',
      suggestions: [],
    })
  })
})

describe('back office', () => {
  async function staff(roles: User['roles']) {
    return payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `${roles.join('-')}.${++n}@newegypt.example`,
        password: 'a-long-password-2026',
        roles,
      },
    })
  }

  it('shows donations, plans, staged donations and charges to treasurers and admins only, never the token or code hash', async () => {
    const treasurer = await staff(['treasurer'])
    const admin = await staff(['admin'])
    const editor = await staff(['editor', 'coordinator'])
    for (const collection of [
      'donations',
      'recurring-plans',
      'staged-donations',
      'charges',
    ] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, user: editor }),
      ).rejects.toThrow()
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
      expect(
        (await payload.find({ collection, overrideAccess: false, user: treasurer })).totalDocs,
      ).toBeGreaterThan(0)
      expect(
        (await payload.find({ collection, overrideAccess: false, user: admin })).totalDocs,
      ).toBeGreaterThan(0)
    }
    const [stagedDoc] = (
      await payload.find({
        collection: 'staged-donations',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    expect(stagedDoc).not.toHaveProperty('gatewayToken')
    expect(stagedDoc).not.toHaveProperty('codeHash')
    expect(stagedDoc).not.toHaveProperty('codeSalt')
    const [planDoc] = (
      await payload.find({
        collection: 'recurring-plans',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    expect(planDoc).not.toHaveProperty('gatewayToken')
    // Staged donations are read-only; a donation's amounts cannot be edited, its status can.
    await expect(
      payload.update({
        collection: 'staged-donations',
        id: stagedDoc!.id,
        overrideAccess: false,
        user: treasurer,
        data: { email: 'x@example.org' },
      }),
    ).rejects.toThrow()
    const [donation] = (
      await payload.find({
        collection: 'donations',
        overrideAccess: false,
        user: treasurer,
        limit: 1,
      })
    ).docs
    const updated = await payload.update({
      collection: 'donations',
      id: donation!.id,
      overrideAccess: false,
      user: treasurer,
      data: { status: 'refunded', total: 1 },
    })
    expect(updated).toMatchObject({ status: 'refunded', total: donation!.total })
    await payload.update({
      collection: 'donations',
      id: donation!.id,
      overrideAccess: true,
      data: { status: 'paid' },
    })
    // Exports are for treasurers and admins: the plugin's download endpoint refuses anyone else.
    const download = (payload.collections.exports.config.endpoints || []).find((e) => e.path === '/download')!
    const asUser = async (user: User | null) =>
      Object.assign(await createLocalReq(user ? { user: user as never } : {}, payload), {
        json: async () => ({ data: { collectionSlug: 'donations', format: 'csv' } }),
      })
    for (const user of [editor, null]) {
      const refused = await download.handler(await asUser(user))
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain('@example.org')
    }
    const csv = await download.handler(await asUser(treasurer))
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text.split('\n')[0]).toContain('donorName')
    expect(text).toContain(donation!.email)
    expect(text).not.toContain(CARDS.visa)
    await expect(
      payload.create({
        collection: 'exports',
        overrideAccess: false,
        user: editor,
        data: { collectionSlug: 'donations', format: 'csv' } as never,
      }),
    ).rejects.toThrow()
  })

  it('sums paid donations per purpose for the progress of the content pages', async () => {
    const before = await totals.paidTotalsByPurpose(payload)
    const { body, code } = await staged(
      donationBody({
        donations: [
          { donation_purpose_id: ids.education, donation_amount: '40' },
          { donation_purpose_id: ids.education, donation_amount: '2.25' },
        ],
      }),
    )
    const result = (await confirmWith(body.email, code)) as { donationId: number }
    const after = await totals.paidTotalsByPurpose(payload)
    expect((after.get(ids.education) ?? 0) - (before.get(ids.education) ?? 0)).toBeCloseTo(
      42.25,
      10,
    )
    await payload.update({
      collection: 'donations',
      id: result.donationId,
      overrideAccess: true,
      data: { status: 'refunded' },
    })
    expect((await totals.paidTotalsByPurpose(payload)).get(ids.education)).toBeCloseTo(
      before.get(ids.education) ?? 0,
      10,
    )
  })
})

describe('card data', () => {
  it('is nowhere in the database or the log after a full donation', async () => {
    const { body, code } = await staged(
      donationBody({ cc_number: '3782 822463 10005', cc_cvc: SEARCHED_CVC }),
    )
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'confirmed' })

    const columns = await sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')`,
    )
    expect(columns.length).toBeGreaterThan(50)
    const numbers = Object.values(CARDS)
    const found: string[] = []
    for (const { table_name, column_name } of columns) {
      const rows = await sql<{ v: string }>(
        `SELECT "${column_name}"::text AS v FROM "${table_name}"
         WHERE "${column_name}"::text LIKE ANY ($1) OR "${column_name}"::text ~ $2`,
        [numbers.map((c) => `%${c}%`), `(^|[^0-9A-Za-z_-])${SEARCHED_CVC}([^0-9A-Za-z_-]|$)`],
      )
      for (const row of rows) found.push(`${table_name}.${column_name}: ${row.v.slice(0, 80)}`)
    }
    expect(found).toEqual([])
    // The brand and last four are what is kept.
    expect(
      await sql(`SELECT card_brand, card_last4 FROM donations WHERE email = $1`, [body.email]),
    ).toEqual([{ card_brand: 'amex', card_last4: '0005' }])

    const log = logged.join('\n')
    expect(log.length).toBeGreaterThan(0)
    for (const number of [...numbers, '3782 822463 10005', '4242 4242 4242 4242'])
      expect(log).not.toContain(number)
    expect(log).not.toMatch(new RegExp(`(^|[^0-9A-Za-z_-])${SEARCHED_CVC}([^0-9A-Za-z_-]|$)`))
  })
})
