import { paymobEnabled } from '@/features/donations/paymob/config.server'
import { NextResponse } from 'next/server'
import { returnFromCheckout } from '@/features/donations/paymob/reconcile.server'
import { returnPagePath } from '@/features/donations/paymob/return-page.server'
import { apiError, handler, notFound } from '@/lib/api/http'
import { siteUrl } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'

/**
 * GET paymob-return (decision 0107): the transaction response callback, the donor's browser back
 * from Paymob's checkout. A wrong signature is a 400 (logged); a right one asks Paymob about the
 * transaction and sends the donor to the page that says what became of the gift (with the order
 * signed by us: decision 0128).
 */
export const GET = handler(async (req) => {
  if (!paymobEnabled()) return notFound('The page')
  const query = new URL(req.url).searchParams
  const back = await returnFromCheckout(await payloadClient(), query)
  if (!back.ok) return apiError(400, 'The signature is not valid.')
  return NextResponse.redirect(`${siteUrl()}${returnPagePath(back.orderId, back.locale)}`, 303)
})
