import { PageHero } from '@/components/page/PageHero'
import { linkPageMetadata } from '@/i18n/link-page'
import { CANCEL_MESSAGES, planForLink } from '@/features/donations/recurring/cancel.server'
import { CancelPlanPanel } from '@/features/donations/components/CancelPlanPanel'
import { receiptDate } from '@/features/donations/mail/mail.server'
import { formatMinorUnits } from '@/i18n/format-number'
import { pageLocale, translator } from '@/i18n/server'
import { payloadClient } from '@/lib/payload.server'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata = linkPageMetadata('cancelPlan')
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The signed link of a recurring plan's e-mails: shows the plan
 * and cancels it after a confirmation button, without an account. /ar/donations/cancel, the
 * link of the Arabic mails (decision 0044), shows it in Arabic.
 */
export default async function Page({ searchParams }: Props) {
  const { plan: planParam, token } = await searchParams
  const plan = await planForLink(await payloadClient(), planParam, token)
  const locale = pageLocale()
  const t = translator(locale, 'cancelPlan')
  const repeat = translator(locale, 'donation')
  return (
    <>
      <PageHero title={t('title')} />
      <div className="container section">
        {!plan ? (
          <p className="alert" role="alert">
            {locale === 'en' ? CANCEL_MESSAGES.invalidLink : t('invalidLink')}
          </p>
        ) : (
          <PageMessages namespaces={['cancelPlan']}>
            <CancelPlanPanel
              plan={plan.id}
              token={String(token)}
              description={t('summary', {
                amount:
                  locale === 'en'
                    ? plan.amount
                    : formatMinorUnits(plan.amountCents, locale, plan.currency),
                repeat:
                  locale === 'en' ? plan.repeat.toLowerCase() : repeat(`repeat.${plan.repeatType}`),
                purpose: (locale === 'ar' && plan.purposeAr) || plan.purpose,
              })}
              nextCharge={
                plan.nextChargeAt ? receiptDate(new Date(plan.nextChargeAt), locale) : null
              }
              alreadyCancelled={plan.status === 'cancelled'}
            />
          </PageMessages>
        )}
      </div>
    </>
  )
}
