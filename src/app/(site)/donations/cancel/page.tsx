import type { Metadata } from 'next'
import { PageHero } from '@/components/page/PageHero'
import { CANCEL_MESSAGES, planForLink } from '@/features/donations/cancel.server'
import { CancelPlanPanel } from '@/features/donations/components/CancelPlanPanel'
import { receiptDate } from '@/features/donations/mail.server'
import { payloadClient } from '@/lib/payload.server'

const TITLE = 'Cancel a recurring donation'

export const metadata: Metadata = {
  title: TITLE,
  description:
    'Stop a recurring donation to the New Egypt Foundation with the link from its e-mails.',
  robots: { index: false, follow: false },
}
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The signed link of a recurring plan's e-mails (issue 5): shows the plan
 * and cancels it after a confirmation button, without an account.
 */
export default async function Page({ searchParams }: Props) {
  const { plan: planParam, token } = await searchParams
  const plan = await planForLink(await payloadClient(), planParam, token)
  return (
    <>
      <PageHero title={TITLE} />
      <div className="container section">
        {!plan ? (
          <p className="alert" role="alert">
            {CANCEL_MESSAGES.invalidLink}
          </p>
        ) : (
          <CancelPlanPanel
            plan={plan.id}
            token={String(token)}
            description={`${plan.amount} ${plan.repeat.toLowerCase()} for ${plan.purpose}`}
            nextCharge={plan.nextChargeAt ? receiptDate(new Date(plan.nextChargeAt)) : null}
            alreadyCancelled={plan.status === 'cancelled'}
          />
        )}
      </div>
    </>
  )
}
