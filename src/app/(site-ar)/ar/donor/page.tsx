import type { Metadata } from 'next'
import { PageHero } from '@/components/page/PageHero'
import { PlanCardChange } from '@/features/donations/components/PlanCardChange'
import { DonorPortal } from '@/features/donor/components/DonorPortal'
import { donorPageData } from '@/features/donor/queries.server'
import { cardChangeTexts, DONOR_TEXTS } from '@/features/donor/texts'
import { setPageLocale } from '@/i18n/server'
import { parsePage } from '@/lib/ids'
import { routeMetadata } from '@/lib/metadata'
import { PageMessages } from '@/i18n/PageMessages'

export const metadata: Metadata = {
  ...routeMetadata('/donor', 'ar'),
  robots: { index: false, follow: false },
}
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /ar/donor: the donor portal in Arabic. */
export default async function Page({ searchParams }: Props) {
  setPageLocale('ar')
  const data = await donorPageData(parsePage((await searchParams).page))
  return (
    <>
      <PageHero title={DONOR_TEXTS.ar.title} />
      <div className="container section">
        {/* The plans' card change reads the donation form's texts. */}
        <PageMessages namespaces={['donation']}>
          <DonorPortal
            data={data}
            lang="ar"
            basePath="/ar/donor"
            cardChange={(plan) => <PlanCardChange planId={plan.id} texts={cardChangeTexts('ar')} />}
          />
        </PageMessages>
      </div>
    </>
  )
}
