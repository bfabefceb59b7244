import { paymobEnabled } from '@/features/donations/paymob/config.server'
import { NextResponse } from 'next/server'
import { pledgeCheckout } from '@/features/donations/paymob/pledge-checkout.server'
import { handler, notFound } from '@/lib/api/http'
import { siteUrl } from '@/lib/env'
import { localisedPath } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload.server'

/**
 * GET pledge-payment (decision 0122; not in the spec's table: the link of a pledge's reminder
 * mail): a signed link of one pledge period. It sends the donor to Paymob's checkout for that
 * period, or to the page that says the period is paid, the pledge ended, or the link is not valid.
 */
export const GET = handler(async (req) => {
  if (!paymobEnabled()) return notFound('The page')
  const answer = await pledgeCheckout(await payloadClient(), new URL(req.url).searchParams)
  if (answer.kind === 'checkout') return NextResponse.redirect(answer.url, 303)
  const page = new URL(`${siteUrl()}${localisedPath('/donations/payment', answer.locale)}`)
  page.searchParams.set('state', answer.state)
  return NextResponse.redirect(page, 303)
})
