import { describe, expect, it, vi } from 'vitest'
import {
  payload,
  catcher,
  stage,
  logged,
  ids,
  CARDS,
  SEARCHED_CVC,
  ip,
  uniqueEmail,
  donationBody,
  codeMails,
  staged,
  confirmWith,
  sql,
  mapOf,
  setUpDonations,
} from './world'

/** Staging a donation (card to token, code by e-mail): schema and reference errors, declines, honeypot, rate limits; and a search of the database and the log for card data after a full donation. */
setUpDonations()

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
      phone: '+201001234567', // stored in E.164 (decision 0086)
      // In cents (decision 0094).
      total: 12550,
      fee: 439, // 125.50 × 0.035 = 4.3925
      net: 12111,
      card: { brand: 'visa', last4: '4242', expMonth: 5, expYear: new Date().getFullYear() + 3 },
      address: {
        street: '12 Nile Corniche, Garden City',
        zipCode: '11519',
        latitude: 30.0444,
        longitude: 31.2357,
      },
    })
    expect(doc.lines.map((l) => [l.purpose, l.amount, l.fee, l.isRepeat, l.repeatType])).toEqual([
      [ids.medical, 10000, 350, false, null],
      [ids.education, 2550, 89, true, 'monthly'],
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

  it('mails code after code over one kept SMTP connection, not a new one per mail (issue 49)', async () => {
    await staged() // the pool's connection is open from here on
    const before = catcher.connections()
    for (let i = 0; i < 3; i++) await staged()
    expect(catcher.connections() - before).toBe(0)
  })

  it('stages a typed street without coordinates: no postal code in Egypt, a US phone in the US (decision 0134)', async () => {
    const inGiza = donationBody({
      street: '١٠ شارع الهرم',
      zip_code: '',
      latitude: '',
      longitude: '',
    })
    const egyptDoc = await payload.findByID({
      collection: 'staged-donations',
      id: (await staged(inGiza)).id,
      overrideAccess: true,
      depth: 0,
    })
    expect(egyptDoc.address).toMatchObject({ street: '١٠ شارع الهرم', latitude: null })
    expect(egyptDoc.address.zipCode ?? '').toBe('')

    const inNewYork = donationBody({
      phone: '(212) 736-5000',
      street: '350 Fifth Avenue',
      country: String(ids.us),
      state: String(ids.ny),
      city: String(ids.nyc),
      zip_code: '10118',
      latitude: undefined,
      longitude: undefined,
    })
    const usDoc = await payload.findByID({
      collection: 'staged-donations',
      id: (await staged(inNewYork)).id,
      overrideAccess: true,
      depth: 0,
    })
    expect(usDoc).toMatchObject({ phone: '+12127365000', address: { zipCode: '10118' } })

    // The chosen country is the server's to read too: a US postal code stays required there.
    const noZip = await stage.stageDonation(payload, { ...inNewYork, zip_code: '' }, { ip: ip() })
    expect(await mapOf((noZip as unknown as { issues: never }).issues)).toEqual({
      zip_code: ['ZIP/Postal code is required'],
    })
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

  it('refuses a NUL in the e-mail before the card reaches the gateway (issue 25: 500 after tokenising)', async () => {
    const before = await payload.count({ collection: 'staged-donations', overrideAccess: true })
    // The declined card tells the order: tokenised first, this answered 402; the schema first, 422.
    for (const cc_number of [CARDS.declined, CARDS.visa]) {
      const result = await stage.stageDonation(
        payload,
        donationBody({ email: `do\u0000${uniqueEmail('nul')}`, cc_number }),
        { ip: ip() },
      )
      expect(result.kind, cc_number).toBe('invalid')
      expect(await mapOf((result as unknown as { issues: never }).issues)).toEqual({
        email: ['Email contains characters that are not allowed.'],
      })
    }
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
      kind: 'ok',
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
      expect((await stage.stageDonation(payload, honeypot, { ip: address })).kind).toBe('ok')
    }
    const refused = await stage.stageDonation(payload, donationBody(), { ip: address })
    expect(refused.kind).toBe('limited')
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500)

    const email = uniqueEmail('limited')
    const from = ip()
    for (let i = 0; i < stage.STAGE_EMAIL_LIMIT.limit; i++) {
      expect((await stage.stageDonation(payload, donationBody({ email }), { ip: from })).kind).toBe(
        'ok',
      )
    }
    expect((await stage.stageDonation(payload, donationBody({ email }), { ip: from })).kind).toBe(
      'limited',
    )
    expect(logged.join('\n')).toContain('staging refused (too many for this e-mail)')
    expect(logged.join('\n')).toContain('staging refused (too many from this address)')
  })
})

describe('card data', () => {
  it('is nowhere in the database or the log after a full donation', async () => {
    const { body, code } = await staged(
      donationBody({ cc_number: '3782 822463 10005', cc_cvc: SEARCHED_CVC }),
    )
    expect(await confirmWith(body.email, code)).toMatchObject({ kind: 'ok' })

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
