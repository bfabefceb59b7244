import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { ActivityDetailPage } from '@/features/activities/components/ActivityDetailPage'
import { MakeDonationBox } from '@/features/donations/components/MakeDonationBox'
import { activityMetadata } from '@/features/activities/metadata'
import { activityDetail } from '@/features/activities/queries.server'
import { parseId } from '@/lib/ids'

/** The id-based link to an activity shows the same screen; its canonical link is the slug's. */
type Props = { params: Promise<{ id: string }> }
// Keyed by language too: an /ar page's metadata and body must not share an English read.
const loadIn = cache(async (raw: string, locale: Locale) => {
  const id = parseId(raw)
  return id ? activityDetail({ id }, locale) : null
})
const load = (raw: string) => loadIn(raw, pageLocale())

export const revalidate = 300
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id)
  return found ? activityMetadata(found.activity) : {}
}

export default async function Page({ params }: Props) {
  const found = await load((await params).id)
  if (!found) notFound()
  return <ActivityDetailPage found={found} donationBox={<MakeDonationBox />} />
}
