import Link from 'next/link'
import { PageHero } from '@/components/page/PageHero'
import { linkPageMetadata } from '@/i18n/link-page'
import { PlanAuthenticate } from '@/features/donations/components/PlanAuthenticate'
import { cardLabel } from '@/features/donations/gateway/card'
import { authenticationForLink } from '@/features/donations/recurring/authenticate.server'
import { formatFullDate } from '@/i18n/format'
import { formatMinorUnits } from '@/i18n/format-number'
import { localisedPath } from '@/i18n/locales'
import { PageMessages } from '@/i18n/PageMessages'
import { pageLocale, translator } from '@/i18n/server'
import { payloadClient } from '@/lib/payload.server'

export const metadata = linkPageMetadata('planAuthenticate')
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The signed link of the mail a donor gets when the bank wants a recurring charge authenticated
 * (issue 45): the plan, and the button that confirms the payment with the bank (Stripe.js, on
 * this page only). /ar/donor/authenticate shows it in Arabic.
 */
export default async function Page({ searchParams }: Props) {
  const q = await searchParams
  const page = await authenticationForLink(await payloadClient(), q)
  const locale = pageLocale()
  const t = translator(locale, 'planAuthenticate')
  const repeat = translator(locale, 'donation')
  const portal = (
    <p>
      <Link href={localisedPath('/donor', locale)}>{t('portal')}</Link>
    </p>
  )
  let body: React.ReactNode
  if (page.kind === 'pending') {
    const { plan } = page
    const amount = formatMinorUnits(plan.amountCents, locale)
    body = (
      <PageMessages namespaces={['planAuthenticate']}>
        <h2>{t('heading')}</h2>
        <p>
          <strong>
            {t('summary', {
              amount,
              // "$25.50 monthly for …" in English, as the cancel page and the mails say it.
              repeat:
                locale === 'en'
                  ? repeat(`repeat.${plan.repeatType}`).toLowerCase()
                  : repeat(`repeat.${plan.repeatType}`),
              purpose: (locale === 'ar' && plan.purposeAr) || plan.purpose,
            })}
          </strong>
          <br />
          {t('card', { card: cardLabel(plan.brand, plan.last4, locale) })}
        </p>
        <p>{t('explain', { amount })}</p>
        <PlanAuthenticate
          link={{ plan: plan.id, expires: String(q.expires), token: String(q.token) }}
          clientSecret={page.clientSecret}
          paymentMethod={page.paymentMethod}
          publishableKey={page.publishableKey}
        />
      </PageMessages>
    )
  } else if (page.kind === 'done') {
    const next = formatFullDate(page.nextChargeAt, locale)
    body = (
      <p className="alert alert-success" role="status">
        {t('alreadyDone')}
        {next ? ` ${t('nextCharge', { date: next })}` : ''}
      </p>
    )
  } else {
    const text = page.kind === 'invalid' ? 'invalidLink' : page.kind
    body = (
      <>
        <p
          className={page.kind === 'invalid' ? 'alert' : undefined}
          role={page.kind === 'invalid' ? 'alert' : 'status'}
        >
          {t(text)}
        </p>
        {page.kind !== 'cancelled' && portal}
      </>
    )
  }
  return (
    <>
      <PageHero title={t('title')} />
      <div className="container section" style={{ maxWidth: '44rem' }}>
        {body}
      </div>
    </>
  )
}
