import { beforeAll, describe, expect, it } from 'vitest'
import { dayIn } from '@/lib/clock'
import {
  payload,
  gatewayModule,
  ids,
  uniqueEmail,
  donationBody,
  staged,
  confirmWith,
  setUpDonations,
  sql,
  CARDS,
  staffTokens,
} from './world'

/**
 * The treasurer's reconciliation in sandbox mode (issue 19 item 6, decision 0042): a donation
 * the gateway's ledger has no charge for, and a charge of the ledger no donation records, each
 * found for the date range; matched gifts, refunds and days outside the range are not reported.
 */
setUpDonations()

type Get = (req: Request) => Promise<Response>
let get: Get
let reconcile: typeof import('@/features/donations/staff/reconcile.server').reconcile
const tokens: Record<string, string> = {}

beforeAll(async () => {
  get = (await import('@/app/api/donor/staff/reconciliation/route')).GET as unknown as Get
  reconcile = (await import('@/features/donations/staff/reconcile.server')).reconcile
  Object.assign(tokens, await staffTokens(['treasurer', 'editor'], 'reconcile'))
})

async function gift(amount = '40') {
  const email = uniqueEmail('reconcile')
  const body = donationBody({
    email,
    donations: [
      {
        donation_purpose_id: ids.medical,
        donation_amount: amount,
        is_repeat: '0',
        repeat_type: '',
      },
    ],
  })
  const { code } = await staged(body)
  const { donationId } = (await confirmWith(email, code)) as { donationId: number }
  const [row] = await sql<{ charge_id: string }>('SELECT charge_id FROM donations WHERE id = $1', [
    donationId,
  ])
  return { donationId, chargeId: row!.charge_id }
}
/** The day a treasurer in Cairo picks: the range is read in the charity's zone. */
const day = (d: Date) => dayIn(d)
const fetchAs = (query: string, role?: string, headers: Record<string, string> = {}) =>
  get(
    new Request(`http://localhost/api/donor/staff/reconciliation?${query}`, {
      headers: { ...headers, ...(role ? { authorization: `JWT ${tokens[role]}` } : {}) },
    }),
  )

describe('reconciliation (sandbox)', () => {
  it('lists a donation without a charge and a charge without a donation, for the range only', async () => {
    const matched = await gift()
    const refunded = await gift()
    const refunds = await import('@/features/donations/staff/refund.server')
    expect(
      await refunds.refundDonation(payload, refunded.donationId, 500, 'reconcile-r1'),
    ).toMatchObject({
      kind: 'ok',
    })
    // A donation the gateway never charged (its ledger row lost: a restored backup, a bug).
    const uncharged = await gift('55')
    await sql('DELETE FROM sandbox_charges WHERE charge_id = $1', [uncharged.chargeId])
    // A charge no donation records (the app stopped between the charge and the record).
    const gateway = gatewayModule.paymentGateway(payload)
    const token = await gateway.tokenize({
      number: CARDS.visa,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'Amira Fawzy',
    })
    if (!token.ok) throw new Error(token.message)
    const orphan = await gateway.charge({
      token: token.token,
      amountCents: 7700,
      currency: 'USD',
      idempotencyKey: 'staged-donation:reconcile-orphan',
    })
    if (!orphan.ok) throw new Error(orphan.message)
    // The same mismatches last year are outside this range.
    const old = await gift('66')
    await sql(`UPDATE donations SET paid_at = now() - interval '400 days' WHERE id = $1`, [
      old.donationId,
    ])
    await sql('DELETE FROM sandbox_charges WHERE charge_id = $1', [old.chargeId])

    const now = new Date()
    const r = await reconcile(payload, {
      from: new Date(Date.now() - 7 * 86_400_000),
      to: new Date(`${day(now)}T23:59:59.999Z`),
    })
    // The card gateway first; Paymob beside it (pounds: the next test).
    expect(r.gateways.map((g) => g.gateway)).toEqual(['sandbox', 'paymob'])
    const card = r.gateways[0]!
    expect(
      card.donationsWithoutCharge.map((d) => [d.donationId, d.chargeId, d.totalCents]),
    ).toEqual([[uncharged.donationId, uncharged.chargeId, expect.any(Number)]])
    expect(card.chargesWithoutDonation.map((c) => [c.chargeId, c.amountCents, c.currency])).toEqual(
      [[orphan.chargeId, 7700, 'USD']],
    )
    const reported = [
      ...card.donationsWithoutCharge.map((d) => d.chargeId),
      ...card.chargesWithoutDonation.map((c) => c.chargeId),
    ]
    expect(reported).not.toContain(matched.chargeId)
    expect(reported).not.toContain(refunded.chargeId)

    // Through the endpoint, as the back office asks it.
    const res = await fetchAs(
      `from=${day(new Date(Date.now() - 7 * 86_400_000))}&to=${day(now)}`,
      'treasurer',
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: typeof r }
    expect(body.data.gateways[0]!.donationsWithoutCharge.map((d) => d.donationId)).toEqual([
      uncharged.donationId,
    ])
    expect(body.data.gateways[0]!.chargesWithoutDonation.map((c) => c.chargeId)).toEqual([
      orphan.chargeId,
    ])
  })

  it("reconciles Paymob's pounds apart from the card gateway's dollars, each amount in its currency", async () => {
    // A gift in pounds recorded from Paymob's callback (as callback.server.ts records one) …
    const egp = await gift('125.50')
    const [d] = await sql<{ staged_donation_id: number; total: string }>(
      'SELECT staged_donation_id, total FROM donations WHERE id = $1',
      [egp.donationId],
    )
    await sql('DELETE FROM sandbox_charges WHERE charge_id = $1', [egp.chargeId])
    await sql(
      `UPDATE donations SET gateway = 'paymob', currency = 'EGP', charge_id = 'pm-txn-1' WHERE id = $1`,
      [egp.donationId],
    )
    const totalCents = Number(d!.total)
    const payment = (stagedDonation: number, n: number, amount: number) =>
      payload.create({
        collection: 'paymob-payments',
        overrideAccess: true,
        data: {
          stagedDonation,
          status: 'paid',
          intentionId: `pi-${n}`,
          orderId: `order-${n}`,
          clientSecret: `secret-${n}`,
          amount,
          currency: 'EGP',
          method: 'card',
          transactionId: `pm-txn-${n}`,
        },
      })
    await payment(d!.staged_donation_id, 1, totalCents)
    // … and a payment Paymob reported that no donation records.
    const lost = await staged(donationBody({ email: uniqueEmail('reconcile-pm') }))
    await payment(lost.id, 2, 30000)

    const now = new Date()
    const r = await reconcile(payload, {
      from: new Date(Date.now() - 86_400_000),
      to: new Date(`${day(now)}T23:59:59.999Z`),
    })
    const paymob = r.gateways.find((g) => g.gateway === 'paymob')!
    expect(paymob.donationsWithoutCharge).toEqual([])
    expect(paymob.chargesWithoutDonation).toEqual([
      { chargeId: 'pm-txn-2', amountCents: 30000, currency: 'EGP', createdAt: expect.any(String) },
    ])
    // One figure per currency: the pounds on their own line, never added to the dollars.
    expect(paymob.figures).toEqual([
      {
        currency: 'EGP',
        recordedCount: 1,
        recordedCents: totalCents,
        chargedCount: 2,
        chargedCents: totalCents + 30000,
      },
    ])
    const card = r.gateways.find((g) => g.gateway === 'sandbox')!
    expect(card.figures.map((f) => f.currency)).toEqual(['USD'])
    expect(card.figures[0]!.recordedCount).toBeGreaterThan(0)
  })

  it('answers 401 signed out, 403 to other roles, 422 for a bad range', async () => {
    const q = 'from=2026-01-01&to=2026-01-31'
    expect((await fetchAs(q)).status).toBe(401)
    expect((await fetchAs(q, 'editor')).status).toBe(403)
    for (const [query, field, message] of [
      ['from=2026-02-30&to=2026-03-01', 'from', 'Enter a date as YYYY-MM-DD.'],
      ['from=2026-03-01&to=2026-02-01', 'to', 'The end date must not be before the start date.'],
      ['from=2024-01-01&to=2026-01-01', 'to', 'Choose at most 366 days.'],
      ['to=2026-01-01', 'from', 'Enter a date as YYYY-MM-DD.'],
    ] as const) {
      const res = await fetchAs(query, 'treasurer')
      expect(res.status, query).toBe(422)
      expect(
        ((await res.json()) as { error: { data: Record<string, string[]> } }).error.data[field],
      ).toEqual([message])
    }
    // In the staff member's back-office language (decision 0119): Arabic chosen in the account.
    const arabic = await fetchAs('from=2026-03-01&to=2026-02-01', 'treasurer', {
      cookie: 'payload-lng=ar',
    })
    expect(await arabic.json()).toEqual({
      error: {
        status: 422,
        message: 'البيانات المُرسلة غير صحيحة.',
        data: { to: ['يجب ألا يسبق تاريخُ النهاية تاريخَ البداية.'] },
      },
    })
  })
})
