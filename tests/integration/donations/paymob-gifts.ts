import { expect } from 'vitest'
import { catcher, confirmWith, donationBody, DONATION_RECEIPT, sql, staged } from './world'

/**
 * What the Paymob test files share (decision 0107): a gift in pounds staged as the form stages
 * it, its checkout after the code, and what the database holds of it.
 */

/**
 * A one-time gift of EGP 100 + 25.50, staged as the form stages pounds: no card field (the card
 * is given on Paymob's page; decision 0107), so none is read or kept.
 */
export async function egpGift() {
  const { cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc, ...body } = donationBody({
    currency: 'EGP',
  })
  void [cc_number, cc_name, cc_exp_month, cc_exp_year, cc_cvc]
  body.donations = body.donations.map((l) => ({ ...l, is_repeat: '0', repeat_type: '' }))
  const s = await staged(body as ReturnType<typeof donationBody>)
  const [row] = await sql<{ currency: string; card_brand: string; gateway_token: string }>(
    `SELECT currency, card_brand, gateway_token FROM staged_donations WHERE id = $1`,
    [s.id],
  )
  expect(row).toEqual({
    currency: 'EGP',
    card_brand: 'paymob',
    gateway_token: 'paymob:hosted-checkout',
  })
  return s
}

export async function checkout(s: Awaited<ReturnType<typeof egpGift>>) {
  const result = await confirmWith(s.body.email, s.code)
  expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ok', checkout: {} })
  const url = new URL((result as unknown as { checkout: { url: string } }).checkout.url)
  return { url, clientSecret: url.searchParams.get('clientSecret')! }
}

export const donationsOf = (stagedId: number) =>
  sql<{
    id: number
    status: string
    currency: string
    gateway: string
    charge_id: string
    refunded: string | null
    total: string
  }>(
    'SELECT id, status, currency, gateway, charge_id, refunded, total FROM donations WHERE staged_donation_id = $1',
    [stagedId],
  )

export const paymentOf = async (stagedId: number) =>
  (
    await sql<{
      status: string
      method: string | null
      bill_reference: string | null
      amount: string
      expires_at: Date | null
      transaction_id: string | null
      note: string | null
      order_id: string
    }>(
      `SELECT status, method, bill_reference, amount, expires_at, transaction_id, note, order_id
         FROM paymob_payments WHERE staged_donation_id = $1`,
      [stagedId],
    )
  )[0]

export const receipts = (email: string) =>
  catcher.to(email).filter((m) => m.subject === DONATION_RECEIPT)
export const settle = () => new Promise((r) => setTimeout(r, 300))
