import { beforeAll, describe, expect, it } from 'vitest'
import {
  setUpDonations,
  payload,
  catcher,
  logged,
  staged,
  donationBody,
  confirmWith,
  sql,
  ids,
} from './world'
import { checkout, donationsOf, egpGift, paymentOf, receipts, settle } from './paymob-gifts'
import { PAYMOB_STANDIN } from '@/lib/payments/paymob-settings'
import { startPaymobStandin } from './paymob-standin'

/**
 * Gifts in Egyptian pounds through Paymob (decision 0107), against the local stand-in of its
 * API: the intention after the code, the donation recorded only from a verified callback, each
 * transaction state applied once, forged callbacks refused and logged, the amount checked,
 * kiosk references pending → paid (receipt only then) or → expired (donor told), and a refund
 * and a void from the refund panel's command. The HMAC itself against the docs' sample:
 * src/features/donations/paymob/hmac.test.ts.
 */
const answers: { status: number; message: string }[] = []
/** Set: the processed callbacks are lost on the way (Paymob's retries too). */
let loseCallbacks = false
let callback: typeof import('@/features/donations/paymob/callback.server')
let kiosk: typeof import('@/features/donations/paymob/kiosk.server')
let refunds: typeof import('@/features/donations/staff/refund.server')
let reconcile: typeof import('@/features/donations/paymob/reconcile.server')

// The processed callback goes straight to the site's handler, as the route would pass it.
const standin = startPaymobStandin(async (_url, body, hmac) => {
  if (loseCallbacks) return
  answers.push(await callback.receivePaymobCallback(payload, JSON.stringify(body), hmac))
})

setUpDonations()
beforeAll(async () => {
  callback = await import('@/features/donations/paymob/callback.server')
  kiosk = await import('@/features/donations/paymob/kiosk.server')
  refunds = await import('@/features/donations/staff/refund.server')
  reconcile = await import('@/features/donations/paymob/reconcile.server')
})

describe('an EGP card gift through the checkout', () => {
  it('creates the intention after the code, charges nothing itself, records from the callback once', async () => {
    const s = await egpGift()
    const { url, clientSecret } = await checkout(s)
    expect(url.pathname).toBe('/unifiedcheckout/')
    expect(url.searchParams.get('publicKey')).toBe(PAYMOB_STANDIN.publicKey)
    expect(await paymentOf(s.id)).toMatchObject({ status: 'awaiting', amount: '12550' })
    expect(await donationsOf(s.id)).toHaveLength(0)
    // The same code again answers the same checkout (one intention per staged gift).
    expect((await checkout(s)).clientSecret).toBe(clientSecret)

    const paid = await standin.pay(clientSecret, 'card')
    expect(answers.at(-1)).toEqual({ status: 200, message: 'Received.' })
    const [d] = await donationsOf(s.id)
    expect(d).toMatchObject({
      status: 'paid',
      currency: 'EGP',
      gateway: 'paymob',
      charge_id: String(paid.transaction.id),
    })
    expect(await paymentOf(s.id)).toMatchObject({ status: 'paid', method: 'card' })
    // The card as Paymob reports it (the stand-in's MasterCard ending 2346), not the staging's.
    expect(
      await sql('SELECT card_brand, card_last4 FROM donations WHERE id = $1', [d!.id]),
    ).toEqual([{ card_brand: 'mastercard', card_last4: '2346' }])
    await settle()
    expect(receipts(s.body.email)).toHaveLength(1)

    // Paymob retries: the same callback again changes nothing and mails nothing.
    const last = standin.delivered.at(-1)!
    expect(
      await callback.receivePaymobCallback(payload, JSON.stringify(last.body), last.hmac),
    ).toEqual({ status: 200, message: 'Received.' })
    expect(await donationsOf(s.id)).toHaveLength(1)
    await settle()
    expect(receipts(s.body.email)).toHaveLength(1)
  })

  it('refuses a forged callback (bad or missing HMAC), logs it and records nothing', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    // A real transaction's callback, with its amount changed: the HMAC no longer matches.
    await standin.pay(clientSecret, 'card', false)
    const real = standin.delivered.at(-1)!
    const forged = {
      ...real.body,
      obj: { ...real.body.obj, success: true, data: { message: 'Approved' } },
    }
    expect(
      await callback.receivePaymobCallback(payload, JSON.stringify(forged), real.hmac),
    ).toEqual({ status: 401, message: 'The signature is not valid.' })
    expect(
      await callback.receivePaymobCallback(payload, JSON.stringify(forged), null),
    ).toMatchObject({ status: 401 })
    expect(
      await callback.receivePaymobCallback(payload, '{"not":"paymob"}', real.hmac),
    ).toMatchObject({ status: 400 })
    expect(
      logged.some((l) =>
        l.includes(`callback refused: bad or missing HMAC (transaction ${real.body.obj.id}`),
      ),
    ).toBe(true)
    expect(await donationsOf(s.id)).toHaveLength(0)
    expect(await paymentOf(s.id)).toMatchObject({ status: 'declined' })
  })

  it('does not record a signed payment whose amount differs from the staged gift', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    await sql(`UPDATE paymob_payments SET amount = 99 WHERE staged_donation_id = $1`, [s.id])
    await standin.pay(clientSecret, 'card')
    expect(await donationsOf(s.id)).toHaveLength(0)
    expect(await paymentOf(s.id)).toMatchObject({ status: 'mismatch' })
  })

  it('tells the donor the payment service failed when the intention times out, and keeps the code', async () => {
    const s = await egpGift()
    standin.setFault('timeout')
    expect(await confirmWith(s.body.email, s.code)).toMatchObject({ kind: 'refused', status: 502 })
    expect(await paymentOf(s.id)).toBeUndefined()
    expect((await checkout(s)).clientSecret).toMatch(/^egy_csk_test_/)
  })

  it('records from the donor’s signed return when the processed callback never came (inquiry)', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    loseCallbacks = true
    const intent = await standin.pay(clientSecret, 'wallet').finally(() => (loseCallbacks = false))
    expect(await donationsOf(s.id)).toHaveLength(0)
    const back = new URL(intent.returnUrl)
    const tampered = new URLSearchParams(back.searchParams)
    tampered.set('amount_cents', '1')
    expect(await reconcile.returnFromCheckout(payload, tampered)).toEqual({ ok: false })
    expect(await donationsOf(s.id)).toHaveLength(0)
    expect(await reconcile.returnFromCheckout(payload, back.searchParams)).toMatchObject({
      ok: true,
      orderId: back.searchParams.get('order'),
    })
    expect(await donationsOf(s.id)).toMatchObject([{ status: 'paid', currency: 'EGP' }])
    // The callback arriving late after all: applied once already.
    const late = standin.delivered.at(-1)!
    await callback.receivePaymobCallback(payload, JSON.stringify(late.body), late.hmac)
    expect(await donationsOf(s.id)).toHaveLength(1)
  })

  it('asks Paymob about checkouts left awaiting (the upkeep job’s inquiry)', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    loseCallbacks = true
    await standin.pay(clientSecret, 'card').finally(() => (loseCallbacks = false))
    expect(await reconcile.reconcileAwaiting(payload, new Date())).toBe(0) // too recent to ask
    const later = new Date(Date.now() + 20 * 60_000)
    expect(await reconcile.reconcileAwaiting(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await donationsOf(s.id)).toMatchObject([{ status: 'paid' }])
  })
})

describe('a kiosk (Aman / Fawry) gift', () => {
  it('stays pending with its reference mailed, is recorded and receipted only when paid', async () => {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const { transaction } = await standin.pay(clientSecret, 'kiosk')
    const reference = String(transaction.data?.bill_reference)
    expect(await paymentOf(s.id)).toMatchObject({
      status: 'pending',
      method: 'kiosk',
      bill_reference: reference,
    })
    expect(await donationsOf(s.id)).toHaveLength(0)
    await settle()
    const mails = catcher.to(s.body.email)
    expect(mails.some((m) => m.subject.includes(reference) && m.text.includes(reference))).toBe(
      true,
    )
    expect(receipts(s.body.email)).toHaveLength(0)

    const res = await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/pay`, {
      method: 'POST',
    })
    expect(res.status).toBe(200)
    expect(await donationsOf(s.id)).toMatchObject([{ status: 'paid', currency: 'EGP' }])
    await settle()
    expect(receipts(s.body.email)).toHaveLength(1)
  })

  it('expires unpaid after its time, tells the donor (in Arabic for an Arabic gift), and cannot be paid after', async () => {
    const s = await egpGift()
    await sql(`UPDATE staged_donations SET mail_language = 'ar' WHERE id = $1`, [s.id])
    const { clientSecret } = await checkout(s)
    const { transaction } = await standin.pay(clientSecret, 'kiosk')
    const reference = String(transaction.data?.bill_reference)
    await settle()
    expect(
      catcher.to(s.body.email).some(
        (m) =>
          m.subject.startsWith('رقمك المرجعي') &&
          m.text.includes(reference) &&
          // How to pay at the outlet, step by step.
          m.text.includes('«مدفوعات أكسبت»'),
      ),
    ).toBe(true)

    const { expires_at } = (await paymentOf(s.id))!
    expect(await kiosk.expireKioskPayments(payload, new Date(expires_at!.getTime() - 1000))).toBe(0)
    expect(
      await kiosk.expireKioskPayments(payload, new Date(expires_at!.getTime() + 1000)),
    ).toBeGreaterThanOrEqual(1)
    expect(await paymentOf(s.id)).toMatchObject({ status: 'expired' })
    await settle()
    expect(
      catcher.to(s.body.email).some(
        (m) =>
          m.subject === 'انتهت صلاحية الرقم المرجعي لتبرعك' &&
          m.text.includes(reference) &&
          // A link to give again, in the donor's language.
          m.html.includes('href="https://charity.example.org/ar/donationServices"'),
      ),
    ).toBe(true)
    expect(await donationsOf(s.id)).toHaveLength(0)
    await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/expire`, {
      method: 'POST',
    })
    expect(
      (
        await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/pay`, {
          method: 'POST',
        })
      ).status,
    ).toBe(409)
  })
})

describe('refunds and voids from the refund panel', () => {
  async function paidBy(method: 'card' | 'wallet' | 'kiosk') {
    const s = await egpGift()
    const { clientSecret } = await checkout(s)
    const { transaction } = await standin.pay(clientSecret, method)
    if (method === 'kiosk') {
      await fetch(`${process.env.PAYMOB_API_URL}/standin/kiosk/${transaction.id}/pay`, {
        method: 'POST',
      })
    }
    return { s, transaction, donation: (await donationsOf(s.id))[0]! }
  }

  it('refunds part of a wallet gift once, whatever the callbacks and repeats', async () => {
    const { s, transaction, donation } = await paidBy('wallet')
    const first = await refunds.refundDonation(payload, donation.id, 2550, 'req-1')
    expect(first).toMatchObject({ kind: 'ok', refundedCents: 2550, fully: false })
    expect(standin.transactions.get(transaction.id)).toMatchObject({ refunded_amount_cents: 2550 })
    // The same request again (a double click): Paymob is not asked twice.
    expect(await refunds.refundDonation(payload, donation.id, 2550, 'req-1')).toMatchObject({
      kind: 'ok',
      refundedCents: 2550,
    })
    expect(standin.transactions.get(transaction.id)).toMatchObject({ refunded_amount_cents: 2550 })
    expect((await donationsOf(s.id))[0]).toMatchObject({ status: 'paid', refunded: '2550' })
  })

  it('voids the whole of a card gift on its day, and refuses a kiosk gift', async () => {
    const card = await paidBy('card')
    expect(await refunds.refundDonation(payload, card.donation.id, 12550, 'req-2')).toMatchObject({
      kind: 'ok',
      fully: true,
    })
    expect(standin.transactions.get(card.transaction.id)).toMatchObject({ is_voided: true })
    expect((await donationsOf(card.s.id))[0]).toMatchObject({ status: 'refunded' })

    const cash = await paidBy('kiosk')
    // Cash cannot go back through Paymob: said in the staff member's language, Paymob not asked.
    expect(await refunds.refundDonation(payload, cash.donation.id, 12550, 'req-3')).toMatchObject({
      kind: 'refused',
      status: 422,
      message: expect.stringContaining('paid in cash at an Aman or Fawry outlet'),
    })
    expect((await donationsOf(cash.s.id))[0]).toMatchObject({ status: 'paid', refunded: null })
  })
})

it('keeps dollar gifts on the card gateway', async () => {
  const s = await staged(
    donationBody({
      donations: [
        {
          donation_purpose_id: String(ids.medical),
          donation_amount: '10',
          is_repeat: '0',
          repeat_type: '',
        },
      ],
    }),
  )
  expect(await confirmWith(s.body.email, s.code)).toMatchObject({
    kind: 'ok',
    donationId: expect.any(Number),
  })
  expect(await paymentOf(s.id)).toBeUndefined()
})
