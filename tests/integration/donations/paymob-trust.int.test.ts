import { beforeAll, describe, expect, it } from 'vitest'
import { setUpDonations, payload, catcher, donationBody, sql, staged } from './world'
import { checkout, donationsOf, egpGift, paymentOf, receipts, settle } from './paymob-gifts'
import { startPaymobStandin } from './paymob-standin'

/**
 * What a Paymob callback may change (decision 0128): only what its HMAC signs, or what Paymob's
 * own API answers. `refunded_amount_cents` and a kiosk's `bill_reference` are outside the HMAC,
 * so a replayed callback with other values changes nothing; a second payment on a paid order is
 * never merged into the first gift (nor turns it into a mismatch); a checkout whose callback
 * never came is asked of Paymob within two minutes.
 */
let loseCallbacks = false
let callback: typeof import('@/features/donations/paymob/callback.server')
let notification: typeof import('@/features/donations/paymob/notification.server')
let refunds: typeof import('@/features/donations/staff/refund.server')
let reconcile: typeof import('@/features/donations/paymob/reconcile.server')

const standin = startPaymobStandin(async (_url, body, hmac) => {
  if (loseCallbacks) return
  if ((body as { type?: string }).type === 'TOKEN') {
    await notification.receivePaymobNotification(payload, JSON.stringify(body), hmac)
  } else await callback.receivePaymobCallback(payload, JSON.stringify(body), hmac)
})

setUpDonations()
beforeAll(async () => {
  callback = await import('@/features/donations/paymob/callback.server')
  notification = await import('@/features/donations/paymob/notification.server')
  refunds = await import('@/features/donations/staff/refund.server')
  reconcile = await import('@/features/donations/paymob/reconcile.server')
})

/** A signed callback as the stand-in sent it, copied (the stand-in changes its objects later). */
const lastDelivered = () => {
  const d = standin.delivered.at(-1)!
  return { obj: JSON.parse(JSON.stringify(d.body.obj)) as Record<string, unknown>, hmac: d.hmac }
}
const resend = (obj: Record<string, unknown>, hmac: string) =>
  callback.receivePaymobCallback(payload, JSON.stringify({ type: 'TRANSACTION', obj }), hmac)

describe('figures outside the HMAC', () => {
  it('a signed small refund replayed with a larger refunded amount refunds only what Paymob says', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    await standin.pay(clientSecret, 'wallet')
    const [donation] = await donationsOf(s.id)
    expect(await refunds.refundDonation(payload, donation!.id, 100, 'trust-1')).toMatchObject({
      kind: 'ok',
      refundedCents: 100,
    })
    const { obj, hmac } = lastDelivered()
    expect(obj).toMatchObject({ is_refunded: true, refunded_amount_cents: 100 })
    expect(await resend({ ...obj, refunded_amount_cents: 12550 }, hmac)).toMatchObject({
      status: 200,
    })
    expect((await donationsOf(s.id))[0]).toMatchObject({ status: 'paid', refunded: '100' })
    expect(await paymentOf(s.id)).toMatchObject({ status: 'paid' })
  })

  it('a kiosk reference comes from Paymob’s record, never from the callback’s unsigned field', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    loseCallbacks = true
    const { transaction } = await standin
      .pay(clientSecret, 'kiosk')
      .finally(() => (loseCallbacks = false))
    const real = String(transaction.data?.bill_reference)
    const { obj, hmac } = lastDelivered()
    const evil = 'Call +20 100 000 0000 now https://evil.example'
    await resend({ ...obj, data: { ...(obj.data as object), bill_reference: evil } }, hmac)
    expect(await paymentOf(s.id)).toMatchObject({ status: 'pending', bill_reference: real })
    await settle()
    const mails = catcher.to(s.body.email)
    expect(mails.some((m) => m.text.includes(real))).toBe(true)
    expect(mails.some((m) => m.text.includes('evil.example'))).toBe(false)
    // The donor's page lists it while it waits for the cash.
    const { pendingKioskPayments } = await import('@/features/donor/kiosk-pending.server')
    expect(await pendingKioskPayments(payload, s.body.email.toUpperCase())).toMatchObject([
      { reference: real, amountCents: 12550, currency: 'EGP', expiresAt: expect.any(String) },
    ])
  })
})

describe('a second payment on a paid order', () => {
  it('is not merged into the gift: the first stays recorded, the second is given back and noted', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const first = await standin.pay(clientSecret, 'card')
    const [donation] = await donationsOf(s.id)
    const second = await standin.pay(clientSecret, 'wallet')
    expect(await donationsOf(s.id)).toEqual([donation])
    const payment = await paymentOf(s.id)
    expect(payment).toMatchObject({
      status: 'paid',
      method: 'card',
      transaction_id: String(first.transaction.id),
    })
    expect(payment!.note).toContain(String(second.transaction.id))
    expect(standin.transactions.get(second.transaction.id)).toMatchObject({
      refunded_amount_cents: 12550,
    })
    await settle()
    expect(receipts(s.body.email)).toHaveLength(1)
  })

  it('never turns a paid order into a mismatch', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    await standin.pay(clientSecret, 'card')
    await sql(`UPDATE paymob_payments SET amount = 99 WHERE staged_donation_id = $1`, [s.id])
    await standin.pay(clientSecret, 'card')
    expect(await paymentOf(s.id)).toMatchObject({ status: 'paid' })
    expect(await donationsOf(s.id)).toMatchObject([{ status: 'paid' }])
  })
})

describe('a callback that never comes', () => {
  it('is asked of Paymob and recorded within two minutes of the checkout', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    loseCallbacks = true
    await standin.pay(clientSecret, 'card').finally(() => (loseCallbacks = false))
    expect(await donationsOf(s.id)).toHaveLength(0)
    await reconcile.reconcileAwaiting(payload, new Date(Date.now() + 90_000))
    expect(await donationsOf(s.id)).toMatchObject([{ status: 'paid' }])
    await settle()
    expect(receipts(s.body.email)).toHaveLength(1)
  })
})

describe('the way a gift was paid, on its receipt', () => {
  it('names the wallet and the kiosk (never a card ending 0000), in the mail and the donation', async () => {
    const wallet = await egpGift()
    await standin.pay((await checkout(wallet)).clientSecret, 'wallet')
    const kiosk = await egpGift()
    await sql(`UPDATE staged_donations SET mail_language = 'ar' WHERE id = $1`, [kiosk.id])
    const { transaction } = await standin.pay((await checkout(kiosk)).clientSecret, 'kiosk')
    await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/pay`, {
      method: 'POST',
    })
    const cardOf = async (stagedId: number) =>
      sql('SELECT card_brand, card_last4 FROM donations WHERE staged_donation_id = $1', [stagedId])
    expect(await cardOf(wallet.id)).toEqual([{ card_brand: 'wallet', card_last4: '—' }])
    expect(await cardOf(kiosk.id)).toEqual([{ card_brand: 'kiosk', card_last4: '—' }])
    await settle()
    const [walletReceipt] = receipts(wallet.body.email)
    expect(walletReceipt?.text).toContain('Paid with: your mobile wallet')
    const arabic = catcher.to(kiosk.body.email).at(-1)
    expect(arabic?.text).toContain('وسيلة الدفع: الدفع نقدًا في منفذ أمان أو فوري')
    for (const m of [walletReceipt, arabic]) {
      expect(m?.text).not.toMatch(/0000|البطاقة|card ending/i)
    }
  })
})

describe('a plan in pounds, in its mails', () => {
  it('is cancelled in pounds, never in dollars («٢٠٠٫٠٠ دولار أمريكي شهريًا» for 200 pounds)', async () => {
    const { cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc, ...body } = donationBody({
      currency: 'EGP',
    })
    void [cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc]
    const s = await staged(body as ReturnType<typeof donationBody>)
    await sql(`UPDATE staged_donations SET mail_language = 'ar' WHERE id = $1`, [s.id])
    const { clientSecret } = await checkout(s)
    await standin.pay(clientSecret, 'card', true, { saveCard: true })
    const [plan] = await sql<{ id: number }>(
      `SELECT p.id FROM recurring_plans p JOIN donations d ON d.id = p.started_by_id
        WHERE d.staged_donation_id = $1`,
      [s.id],
    )
    const { cancelRecurringByLink } = await import('@/features/donations/recurring/cancel.server')
    const { planToken } = await import('@/features/donations/recurring/plan-link')
    const { linkKeys } = await import('@/lib/runtime-config')
    expect(
      await cancelRecurringByLink(
        payload,
        { plan: plan!.id, token: planToken(linkKeys(), plan!.id) },
        { ip: '203.0.113.77' },
      ),
    ).toMatchObject({ kind: 'ok' })
    await settle()
    const mail = catcher.to(s.body.email).at(-1)!
    expect(mail.text).toContain('ج.م')
    expect(mail.text).not.toContain('دولار')
  })

  it('never takes a card number on our page to replace its card: refused in the donor’s language', async () => {
    const { cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc, ...body } = donationBody({
      currency: 'EGP',
    })
    void [cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc]
    const s = await staged(body as ReturnType<typeof donationBody>)
    await standin.pay((await checkout(s)).clientSecret, 'card', true, { saveCard: true })
    const [plan] = await sql<{ id: number; gateway_token: string }>(
      `SELECT p.id, p.gateway_token FROM recurring_plans p JOIN donations d ON d.id = p.started_by_id
        WHERE d.staged_donation_id = $1`,
      [s.id],
    )
    const { requestCardChange } = await import('@/features/donor/card-change.server')
    const newCard = {
      cc_name: 'Amira Fawzy',
      cc_number: '4242424242424242',
      cc_exp_month: '12',
      cc_exp_year: String(new Date().getFullYear() + 2),
      cc_cvc: '123',
    }
    for (const locale of ['en', 'ar'] as const) {
      const answer = await requestCardChange(payload, s.body.email, String(plan!.id), newCard, {
        ip: '203.0.113.78',
        locale,
      })
      expect(answer).toMatchObject({
        kind: 'refused',
        status: 409,
        message:
          locale === 'ar'
            ? expect.stringContaining('باي موب')
            : expect.stringContaining("Paymob's secure page"),
      })
    }
    // The plan keeps Paymob's saved card; no code was mailed.
    expect(
      (
        await sql<{ gateway_token: string }>(
          'SELECT gateway_token FROM recurring_plans WHERE id = $1',
          [plan!.id],
        )
      )[0],
    ).toEqual({ gateway_token: plan!.gateway_token })
    expect(await sql('SELECT id FROM donor_card_changes WHERE plan_id = $1', [plan!.id])).toEqual(
      [],
    )
  })
})
