import { PageHero } from '@/components/page/PageHero'
import { returnPayment } from '@/features/donations/paymob/return-page.server'
import { KioskSteps, PaidSummary } from '@/features/donations/paymob/ReturnDetails'
import { linkPageMetadata } from '@/i18n/link-page'
import { localisedPath } from '@/i18n/locales'
import { pageLocale, translator } from '@/i18n/server'
import { payloadClient } from '@/lib/payload.server'

export const metadata = linkPageMetadata('paymobPayment')
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where a pledge period's link leads when it opens no checkout (decision 0122): words only. */
const LINK_STATES = ['periodPaid', 'ended', 'invalid', 'unavailable'] as const

/**
 * Where Paymob's checkout sends the donor back (through /api/donation/paymob-return, which
 * checks Paymob's signature, asks Paymob, and links here with the order signed by us; decisions
 * 0107, 0128): what became of the gift, from our own record only. A paid gift shows its receipt
 * number, amount, causes, where the receipt went and the donor page; a kiosk gift its reference,
 * the amount, until when and how to pay at the outlet; a declined one the way back to the same
 * checkout. Nothing in the address bar but our signed order is shown; nothing here records anything.
 */
export default async function Page({ searchParams }: Props) {
  const { state: given, order, token } = await searchParams
  const locale = pageLocale()
  const t = translator(locale, 'paymobPayment')
  const payment = await returnPayment(await payloadClient(), order, token, locale)
  const state = payment?.state ?? LINK_STATES.find((s) => s === given) ?? 'unknown'
  return (
    <>
      <PageHero title={t('title')} />
      <div
        className="container section"
        role="status"
        data-testid="payment-state"
        data-state={state}
      >
        <p>{t(state)}</p>
        {payment?.state === 'paid' && <PaidSummary payment={payment} locale={locale} />}
        {payment?.state === 'pending' && <KioskSteps payment={payment} locale={locale} />}
        {payment?.state === 'declined' && payment.retryUrl && (
          <p>
            <a className="btn btn-primary" href={payment.retryUrl} data-testid="payment-retry">
              {t('retry')}
            </a>
          </p>
        )}
        {(payment?.state === 'paid' || payment?.state === 'pending') && (
          <p>
            <a href={localisedPath('/donor', locale)}>{t('portalLink')}</a>
          </p>
        )}
      </div>
    </>
  )
}
