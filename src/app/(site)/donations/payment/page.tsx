import { PageHero } from '@/components/page/PageHero'
import { linkPageMetadata } from '@/i18n/link-page'
import { pageLocale, translator } from '@/i18n/server'

export const metadata = linkPageMetadata('paymobPayment')
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The last four: where a pledge period's link leads when it opens no checkout (decision 0122). */
const STATES = [
  'paid',
  'pending',
  'declined',
  'unknown',
  'periodPaid',
  'ended',
  'invalid',
  'unavailable',
] as const

/**
 * Where Paymob's checkout sends the donor back (through /api/donation/paymob-return, which
 * checks the signature and asks Paymob; decision 0107): the gift's state, and a kiosk gift's
 * reference number. It only shows what the return route found; nothing here records anything.
 */
export default async function Page({ searchParams }: Props) {
  const { state: given, reference } = await searchParams
  const state = STATES.find((s) => s === given) ?? 'unknown'
  const t = translator(pageLocale(), 'paymobPayment')
  const ref = typeof reference === 'string' && /^\d{4,20}$/.test(reference) ? reference : null
  return (
    <>
      <PageHero title={t('title')} />
      <div className="container section" role="status">
        <p>{t(state)}</p>
        {state === 'pending' && ref && (
          <>
            <p>{t('reference')}</p>
            <p>
              <strong data-testid="kiosk-reference" dir="ltr" style={{ fontSize: '2rem' }}>
                {ref}
              </strong>
            </p>
            <p>{t('pendingNote')}</p>
          </>
        )}
      </div>
    </>
  )
}
