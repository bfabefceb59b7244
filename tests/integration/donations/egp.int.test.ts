import { beforeAll, describe, expect, it } from 'vitest'
import { CURRENCY_MESSAGES } from '@/features/donations/currency-rules'
import {
  catcher,
  confirm,
  donationBody,
  ids,
  ip,
  payload,
  setUpDonations,
  sql,
  stage,
} from './world'

/**
 * A gift in Egyptian pounds with a Zakat line (issue 44 items 1 and 4, decision 0110): staged
 * from an Arabic page and confirmed, it is recorded in EGP, in piastres, each line with its
 * designation, charged by the gateway of the Egyptian entity (here its card gateway, the
 * sandbox: Paymob's checkout is proven in paymob.int.test.ts); the code and receipt mails say
 * «ج.م» and «زكاة». Refused: Zakat to a purpose
 * not eligible, pounds outside the Egyptian entity's limits, nothing staged for either.
 */
setUpDonations()

beforeAll(async () => {
  await payload.update({
    collection: 'purposes',
    id: ids.medical,
    data: { zakatEligible: true },
    overrideAccess: true,
  })
  // The Egyptian entity as staff set it: 25 to 100,000 pounds.
  await sql(`DELETE FROM legal_entities WHERE currency = 'EGP'`)
  await payload.create({
    collection: 'legal-entities',
    overrideAccess: true,
    data: {
      currency: 'EGP',
      gateway: 'stripe',
      name: 'New Egypt Foundation (Egypt)',
      address: 'Cairo, Egypt',
      registrationLabel: 'Ministry of Social Solidarity registration no.',
      minAmount: 2_500,
      maxAmount: 10_000_000,
    },
  })
})

const egpBody = (lines: Record<string, unknown>[]) =>
  donationBody({
    currency: 'EGP',
    donations: lines.map((l) => ({ is_repeat: '0', repeat_type: '', ...l })),
  })

describe('a gift in Egyptian pounds with Zakat', () => {
  it('is staged, confirmed and recorded in EGP piastres with each line’s designation', async () => {
    const body = egpBody([
      // Above the dollar limit ($10,000), within the pound one.
      { donation_purpose_id: ids.medical, donation_amount: '20000', designation: 'zakat' },
      {
        donation_purpose_id: ids.education,
        donation_amount: '150.25',
        designation: 'sadaqah',
        is_repeat: '1',
        repeat_type: 'monthly',
      },
    ])
    const result = await stage.stageDonation(payload, body, { ip: ip(), locale: 'ar' })
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok' })
    const stagedId = (result as { id: number }).id
    const [stagedRow] = await sql<{ currency: string; total: string }>(
      `SELECT currency, total FROM staged_donations WHERE id = $1`,
      [stagedId],
    )
    expect(stagedRow).toEqual({ currency: 'EGP', total: '2015025' })

    const codeMail = catcher.to(body.email).at(-1)!
    expect(codeMail.text).toMatch(/بمبلغ ٢٠٬١٥٠٫٢٥\sج\.م لمؤسسة/)
    const code = /(\d{6})/.exec(codeMail.text)![1]!

    const confirmed = await confirm.confirmDonation(
      payload,
      { email: body.email, otp: code },
      { ip: ip(), locale: 'ar' },
    )
    expect(confirmed).toMatchObject({ kind: 'ok' })
    const { donationId } = confirmed as { donationId: number }

    const [donation] = await sql<{ currency: string; total: string; gateway: string }>(
      `SELECT currency, total, gateway FROM donations WHERE id = $1`,
      [donationId],
    )
    expect(donation).toEqual({ currency: 'EGP', total: '2015025', gateway: 'sandbox' })
    const lines = await sql<{ amount: string; designation: string }>(
      `SELECT amount, designation FROM donations_lines WHERE _parent_id = $1 ORDER BY _order`,
      [donationId],
    )
    expect(lines).toEqual([
      { amount: '2000000', designation: 'zakat' },
      { amount: '15025', designation: 'sadaqah' },
    ])
    const plans = await sql(
      `SELECT currency, designation, amount FROM recurring_plans WHERE email = $1`,
      [body.email],
    )
    expect(plans).toEqual([{ currency: 'EGP', designation: 'sadaqah', amount: '15025' }])
    const charges = await sql(
      `SELECT currency, amount, status FROM charges WHERE staged_donation_id = $1`,
      [stagedId],
    )
    expect(charges).toEqual([{ currency: 'EGP', amount: '2015025', status: 'succeeded' }])
    const [ledger] = await sql<{ currency: string }>(
      `SELECT s.currency FROM sandbox_charges s
         JOIN donations d ON d.charge_id = s.charge_id WHERE d.id = $1`,
      [donationId],
    )
    expect(ledger!.currency).toBe('EGP')

    const receipt = catcher
      .to(body.email)
      .find((m) => m.subject === 'إيصال تبرعك لمؤسسة مصر الجديدة')
    expect(receipt, 'the Arabic receipt mail').toBeDefined()
    expect(receipt!.text).toMatch(/Medical Care \(زكاة\): ٢٠٬٠٠٠٫٠٠\sج\.م/)
    expect(receipt!.text).toMatch(/Education Support \(صدقة\): ١٥٠٫٢٥\sج\.م/)
    expect(receipt!.text).toMatch(/إجمالي التبرع: ٢٠٬١٥٠٫٢٥\sج\.م/)
    expect(receipt!.text).not.toContain('$')

    // The donor portal's history: the gift in its currency, each line with its designation.
    const { donorHistory } = await import('@/features/donor/history.server')
    const { entries } = await donorHistory(payload, body.email)
    expect(entries[0]).toMatchObject({
      currency: 'EGP',
      amountCents: 2_015_025,
      lines: [
        { amountCents: 2_000_000, designation: 'zakat' },
        { amountCents: 15_025, designation: 'sadaqah' },
      ],
    })
  })

  it('refuses Zakat to a purpose staff did not mark eligible, and stages nothing', async () => {
    const body = egpBody([
      { donation_purpose_id: ids.education, donation_amount: '100', designation: 'zakat' },
    ])
    const result = await stage.stageDonation(payload, body, { ip: ip() })
    expect(result).toMatchObject({
      kind: 'invalid',
      issues: [
        { path: ['donations', 0, 'designation'], message: CURRENCY_MESSAGES.zakatNotEligible },
      ],
    })
    expect(await sql(`SELECT id FROM staged_donations WHERE email = $1`, [body.email])).toEqual([])
  })

  it("refuses pounds outside the Egyptian entity's limits, with its values", async () => {
    const below = egpBody([{ donation_purpose_id: ids.medical, donation_amount: '24.99' }])
    expect(await stage.stageDonation(payload, below, { ip: ip() })).toMatchObject({
      kind: 'invalid',
      issues: [
        { path: ['donations', 0, 'donation_amount'], message: 'Minimum donation is EGP 25' },
      ],
    })
    const above = egpBody([{ donation_purpose_id: ids.medical, donation_amount: '100000.50' }])
    expect(await stage.stageDonation(payload, above, { ip: ip() })).toMatchObject({
      kind: 'invalid',
      issues: [
        {
          path: ['donations', 0, 'donation_amount'],
          message: 'Maximum donation is EGP 100,000',
        },
      ],
    })
    expect(
      await sql(`SELECT id FROM staged_donations WHERE email IN ($1, $2)`, [
        below.email,
        above.email,
      ]),
    ).toEqual([])
  })
})
