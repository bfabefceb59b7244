import { beforeAll, describe, expect, it } from 'vitest'
import { payload, catcher, confirmWith, sql } from './world'
import { stripe, setUpStripe, stagedWith, intentsOf } from './stripe-world'

/**
 * A treasurer's refund through Stripe (issue 19 item 5): part, then the rest, the donor mailed
 * each time; more than is left refused; a doubled request refunds once.
 */
setUpStripe()

let refunds: typeof import('@/features/donations/staff/refund.server')
beforeAll(async () => {
  refunds = await import('@/features/donations/staff/refund.server')
})

const REFUNDED = 'Your donation to the New Egypt Foundation was refunded'

async function paid() {
  const s = await stagedWith('pm_card_visa', { oneOff: true })
  const result = await confirmWith(s.body.email, s.code)
  const donationId = (result as { donationId: number }).donationId
  return { ...s, donationId, intentId: intentsOf(s.id)[0]!.id }
}
const row = async (id: number) =>
  (
    await sql('SELECT status, refunded::float / 100 AS refunded FROM donations WHERE id = $1', [id])
  )[0]
const refundsOf = (intentId: string) =>
  stripe
    .refunds()
    .filter((r) => r.paymentIntent === intentId)
    .map((r) => r.amount)

describe('refunds', () => {
  it('refunds part, then the rest, mailing the donor each time; refuses more than is left', async () => {
    const { body, donationId, intentId } = await paid()
    expect(await refunds.refundDonation(payload, donationId, 2500, 'r1')).toEqual({
      kind: 'ok',
      refundedCents: 2500,
      fully: false,
    })
    expect(await row(donationId)).toEqual({ status: 'paid', refunded: 25 })
    expect(await refunds.refundDonation(payload, donationId, 7501, 'r2')).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Enter an amount from $0.01 to $75.00 (what is left to refund).',
    })
    expect(await refunds.refundDonation(payload, donationId, 7500, 'r3')).toMatchObject({
      kind: 'ok',
      fully: true,
    })
    expect(await row(donationId)).toEqual({ status: 'refunded', refunded: 100 })
    expect(refundsOf(intentId)).toEqual([2500, 7500])
    const mails = catcher.to(body.email).filter((m) => m.subject === REFUNDED)
    expect(mails.map((m) => m.text.split('\n\n')[1])).toEqual([
      'We have refunded $25.00 of your donation of $100.00 to your Visa ending in 4242 ($25.00 refunded in all). Depending on your bank, it appears on your statement within 5 to 10 days.',
      'We have refunded $75.00 of your donation of $100.00 to your Visa ending in 4242. Depending on your bank, it appears on your statement within 5 to 10 days.',
    ])
    expect(await refunds.refundDonation(payload, donationId, 1, 'r4')).toMatchObject({
      status: 422,
    })
    expect(await refunds.refundDonation(payload, 999_999, 1, 'r5')).toMatchObject({ status: 404 })
  })

  it('a doubled request (a double click, a retry) refunds once and mails once', async () => {
    const { body, donationId, intentId } = await paid()
    const first = await refunds.refundDonation(payload, donationId, 1000, 'click-1')
    const again = await refunds.refundDonation(payload, donationId, 1000, 'click-1')
    expect([first, again]).toEqual([
      { kind: 'ok', refundedCents: 1000, fully: false },
      { kind: 'ok', refundedCents: 1000, fully: false },
    ])
    const both = await Promise.all([
      refunds.refundDonation(payload, donationId, 500, 'click-2'),
      refunds.refundDonation(payload, donationId, 500, 'click-2'),
    ])
    expect(both.map((r) => r.kind)).toEqual(['ok', 'ok'])
    expect(refundsOf(intentId)).toEqual([1000, 500])
    expect(await row(donationId)).toEqual({ status: 'paid', refunded: 15 })
    expect(catcher.to(body.email).filter((m) => m.subject === REFUNDED)).toHaveLength(2)
  })

  it('a gateway failure records nothing, mails nobody and says so; the same request id then refunds once', async () => {
    const { body, donationId, intentId } = await paid()
    stripe.faults.push('server_error', 'server_error', 'server_error')
    const failed = await refunds.refundDonation(
      payload,
      donationId,
      1000,
      'fail-1',
      'treasurer@example.org',
    )
    expect(failed).toMatchObject({ kind: 'refused', status: 502 })
    expect((failed as { message: string }).message).toMatch(
      /^The payment gateway did not refund it: .+ Nothing was recorded; you can try again\.$/,
    )
    stripe.faults.length = 0
    expect(await row(donationId)).toEqual({ status: 'paid', refunded: null })
    expect(catcher.to(body.email).filter((m) => m.subject === REFUNDED)).toHaveLength(0)
    expect(await sql('SELECT 1 FROM donor_actions WHERE email = $1', [body.email])).toEqual([])
    expect(refundsOf(intentId)).toEqual([])
    expect(
      await refunds.refundDonation(payload, donationId, 1000, 'fail-1', 'treasurer@example.org'),
    ).toMatchObject({
      kind: 'ok',
      refundedCents: 1000,
    })
    expect(refundsOf(intentId)).toEqual([1000])
    expect(
      await sql('SELECT actor, action FROM donor_actions WHERE email = $1', [body.email]),
    ).toEqual([{ actor: 'treasurer@example.org', action: 'refunded' }])
  })
})
