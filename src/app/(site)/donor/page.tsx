import type { Metadata } from 'next'
import { PageHero } from '@/components/page/PageHero'
import { PlanCardChange } from '@/features/donations/components/PlanCardChange'
import { DonorPortal } from '@/features/donor/components/DonorPortal'
import { donorPageData } from '@/features/donor/queries.server'
import { cardChangeTexts } from '@/features/donor/texts'
import { parsePage } from '@/lib/ids'
import { routeMetadata } from '@/lib/metadata'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata: Metadata = {
  ...routeMetadata('/donor'),
  robots: { index: false, follow: false },
}
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The donor portal: sign in with an e-mailed code; gifts, receipts, plans, details. */
export default async function Page({ searchParams }: Props) {
  const data = await donorPageData(parsePage((await searchParams).page))
  return (
    <>
      <PageHero title="Your donations" />
      <div className="container section">
        {/* The plans' card change reads the donation form's texts. */}
        <PageMessages namespaces={['donation']}>
          <DonorPortal
            data={data}
            cardChange={(plan) => <PlanCardChange planId={plan.id} texts={cardChangeTexts('en')} />}
          />
        </PageMessages>
      </div>
    </>
  )
}
