import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache, Suspense } from 'react'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { PurposeDetailView } from '@/features/purposes/components/PurposeDetailView'
import { RelatedActivities } from '@/features/purposes/components/RelatedActivities'
import styles from '@/features/purposes/components/purposes.module.css'
import { purposeDetail, purposeEnglishParts } from '@/features/purposes/queries.server'
import { pageTranslator } from '@/i18n/page-text'
import { parseId } from '@/lib/ids'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ id: string }> }
// Keyed by language too: an /ar page's metadata and body must not share an English read.
const loadIn = cache(async (raw: string, locale: Locale) => {
  const id = parseId(raw)
  return id ? purposeDetail(id, locale) : null
})
const load = (raw: string) => loadIn(raw, pageLocale())

export const revalidate = 300
export const generateStaticParams = async () => []

/** Page title, description and image come from the purpose (spec 001 section 2). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await load((await params).id)
  if (!p) return {}
  return buildMetadata({
    title: p.name,
    description: p.description || `Support ${p.name} with a donation to the New Egypt Foundation.`,
    path: `/donationServices/${p.id}`,
    image: p.image,
  })
}

export default async function Page({ params }: Props) {
  const purpose = await load((await params).id)
  if (!purpose) notFound()
  const englishParts = await purposeEnglishParts(purpose, pageLocale()).catch(() => [])
  return (
    <PurposeDetailView
      purpose={purpose}
      englishParts={englishParts}
      donationBox={<MakeDonationBox purposeId={purpose.id} />}
      related={
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {pageTranslator('purposes')('loadingRelated')}
            </p>
          }
        >
          <RelatedActivities purposeId={purpose.id} />
        </Suspense>
      }
    />
  )
}
