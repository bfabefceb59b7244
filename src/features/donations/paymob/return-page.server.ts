import 'server-only'
import type { Payload } from 'payload'
import { localisedPath, type Locale } from '@/i18n/locales'
import type { Currency, Designation } from '@/lib/money/currency'
import { linkKeys } from '@/lib/runtime-config'
import { sameToken, sign } from '@/lib/security/signing'
import { receiptNumber } from '../constants'
import { storedCents } from '../fees'
import { poolOf } from '../db.server'
import { paymobApi } from './config.server'
import { isKioskReference } from './transaction.server'

/**
 * The page a donor comes back to from Paymob's checkout (/donations/payment; decision 0128).
 * Everything it shows comes from our own record of the payment, found by Paymob's order id in a
 * link we signed (the return route makes it after checking Paymob's signature): never a number
 * or a state from the address bar, so nobody can make our domain tell a visitor to pay cash with
 * a reference of their choosing. The link also stands for the donor's own browser: the receipt's
 * address, amount and the way back to the same checkout are shown to it only.
 */
const LABEL = 'paymob-return-page'

const returnPageToken = (orderId: string) => sign(linkKeys(), LABEL, orderId)

/** Where the return route sends the donor: the page, in the gift's language, with the signed order. */
export function returnPagePath(orderId: string, locale: Locale): string {
  const query = new URLSearchParams({ order: orderId, token: returnPageToken(orderId) })
  return `${localisedPath('/donations/payment', locale)}?${query.toString()}`
}

interface ReturnLine {
  purpose: string
  designation: Designation
  amountCents: number
}

export type ReturnPayment =
  | {
      state: 'paid'
      receiptNumber: string | null
      amountCents: number
      currency: Currency
      lines: ReturnLine[]
      email: string
    }
  | {
      state: 'pending'
      reference: string
      expiresAt: string | null
      amountCents: number
      currency: Currency
      email: string
    }
  | { state: 'declined'; retryUrl: string | null }
  | { state: 'unknown' }

interface Row {
  status: string
  amount: string
  currency: string
  bill_reference: string | null
  expires_at: Date | null
  client_secret: string
  donation_id: number | null
  email: string | null
  lines:
    | {
        purpose: string | null
        purposeAr: string | null
        amount: string
        designation: Designation | null
      }[]
    | null
}

const ROW = `
  SELECT p.status, p.amount, p.currency, p.bill_reference, p.expires_at, p.client_secret,
         p.donation_id, COALESCE(s.email, r.email) AS email,
         (SELECT json_agg(json_build_object(
                   'purpose', (SELECT pl.name FROM purposes_locales pl
                                WHERE pl._parent_id = pu.id AND pl._locale = 'en'),
                   'purposeAr', pu.name_ar, 'amount', l.amount, 'designation', l.designation)
                 ORDER BY l._order)
            FROM donations_lines l JOIN purposes pu ON pu.id = l.purpose_id
           WHERE l._parent_id = p.donation_id) AS lines
    FROM paymob_payments p
    LEFT JOIN staged_donations s ON s.id = p.staged_donation_id
    LEFT JOIN recurring_plans r ON r.id = p.plan_id
   WHERE p.order_id = $1`

/** The payment of a signed return link, or null when the link is not ours or names nothing. */
export async function returnPayment(
  payload: Payload,
  order: unknown,
  token: unknown,
  locale: Locale,
): Promise<ReturnPayment | null> {
  if (typeof order !== 'string' || !/^\d{1,20}$/.test(order)) return null
  if (!sameToken(returnPageToken(order), token)) return null
  const { rows } = await poolOf(payload).query<Row>(ROW, [order])
  const row = rows[0]
  if (!row) return null
  const money = { amountCents: Number(row.amount), currency: row.currency as Currency }
  if (row.status === 'paid') {
    return {
      state: 'paid',
      receiptNumber: row.donation_id ? receiptNumber(row.donation_id) : null,
      ...money,
      lines: (row.lines ?? []).map((l) => ({
        purpose: (locale === 'ar' ? l.purposeAr : null) || l.purpose || '',
        designation: l.designation ?? 'general',
        amountCents: storedCents(l.amount),
      })),
      email: row.email ?? '',
    }
  }
  if (row.status === 'pending' && row.bill_reference && isKioskReference(row.bill_reference)) {
    return {
      state: 'pending',
      reference: row.bill_reference,
      expiresAt: row.expires_at?.toISOString() ?? null,
      ...money,
      email: row.email ?? '',
    }
  }
  if (row.status === 'declined') {
    // The same checkout: Paymob lets the donor try again on it until it is paid.
    return { state: 'declined', retryUrl: paymobApi().checkoutUrl(row.client_secret) }
  }
  return { state: 'unknown' }
}
